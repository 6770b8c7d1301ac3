// swift-tools-version: 6.0
// The libFuzzer target over themelint's core (`make fuzz`). A package of its own so that the
// normal `swift build` and `swift test` never need the fuzzer runtime: build it with
// `swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library`
// (Fuzzing/run.sh does). How to run it and what it feeds the core: docs/development.md (`make fuzz`).
import PackageDescription

let package = Package(
    name: "themelint-fuzzing",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "themelint", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "themelint-fuzz",
            dependencies: [.product(name: "ThemeLintCore", package: "themelint")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
