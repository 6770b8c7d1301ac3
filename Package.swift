// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "themelint",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "themelint", targets: ["themelint"]),
        .library(name: "ThemeLintCore", targets: ["ThemeLintCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libgit2 through pkg-config (Debian: libgit2-dev).
        .systemLibrary(
            name: "CLibGit2",
            path: "Sources/CLibGit2",
            pkgConfig: "libgit2",
            providers: [.apt(["libgit2-dev", "pkg-config"]), .brew(["libgit2", "pkg-config"])]
        ),
        // Pure logic: JSON with positions, color math, model, rules, diff, reporters. No git.
        .target(name: "ThemeLintCore"),
        // The only target that imports libgit2; its C types never leave it.
        .target(name: "ThemeLintGit", dependencies: ["ThemeLintCore", "CLibGit2"]),
        // The language server (`themelint lsp`): JSON-RPC over stdio, on the core alone.
        .target(name: "ThemeLintLSP", dependencies: ["ThemeLintCore"]),
        // Argument parsing and wiring only.
        .executableTarget(
            name: "themelint",
            dependencies: [
                "ThemeLintCore", "ThemeLintGit", "ThemeLintLSP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmark driver (built in release by `make bench`).
        .executableTarget(name: "themelint-bench", dependencies: ["ThemeLintCore"], path: "Benchmarks/themelint-bench"),
        // Helpers for tests: temporary git repositories (driven by the real git CLI), running the binary.
        .target(name: "ThemeLintTestSupport", path: "Tests/ThemeLintTestSupport"),
        .testTarget(name: "ThemeLintCoreTests", dependencies: ["ThemeLintCore", "ThemeLintTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ThemeLintGitTests", dependencies: ["ThemeLintGit", "ThemeLintCore", "ThemeLintTestSupport"]),
        .testTarget(name: "ThemeLintLSPTests", dependencies: ["ThemeLintLSP", "ThemeLintCore"]),
        .testTarget(name: "EndToEndTests", dependencies: ["themelint", "ThemeLintTestSupport"], resources: [.copy("Golden")]),
    ],
    swiftLanguageModes: [.v6]
)
