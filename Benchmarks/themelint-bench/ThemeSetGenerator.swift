import Foundation

/// `themelint-bench generate <out-dir> <roles> <schemes>`: writes a large, deterministic theme set
/// in the Appearance format, laid out like the VK files (four-space indentation):
/// - `palette.json`: 2,000 colors `c_0000`…`c_1999`, every fifth one `#AARRGGBB`, the rest `#RRGGBB`;
/// - `scheme.json`: schemes `scheme_0`, `scheme_1`, … (light, dark, light, …), each with roles
///   `role_000000`… referencing random palette colors, about one in eight with
///   `"alpha_multiplier": 0.64`.
/// The same arguments always produce the same bytes (a fixed-seed linear congruential generator).
enum ThemeSetGenerator {
    static let paletteSize = 2000

    /// Runs the subcommand; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count == 3, let roles = Int(arguments[1]), let schemes = Int(arguments[2]), roles >= 0, schemes >= 0 else {
            printBenchUsage()
            return 2
        }
        let directory = URL(fileURLWithPath: arguments[0])
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var random = LinearCongruentialGenerator(seed: 0x7E4E_3E11)
            let palette = makePalette(&random)
            try Data(palette.utf8).write(to: directory.appendingPathComponent("palette.json"))
            let scheme = makeSchemes(roles: roles, schemes: schemes, &random)
            try Data(scheme.utf8).write(to: directory.appendingPathComponent("scheme.json"))
            print("wrote \(directory.path)/palette.json (\(palette.utf8.count) bytes) and scheme.json (\(scheme.utf8.count) bytes)")
            return 0
        } catch {
            return BenchSupport.fail("\(error)")
        }
    }

    private static func makePalette(_ random: inout LinearCongruentialGenerator) -> String {
        var text = "{\n"
        for index in 0..<paletteSize {
            let rgb = hex(random.next() & 0xFF_FFFF, digits: 6)
            let color = index % 5 == 4 ? "#" + hex(random.next() & 0xFF, digits: 2) + rgb : "#" + rgb
            text += "    \"\(colorName(index))\": \"\(color)\"\(index == paletteSize - 1 ? "" : ",")\n"
        }
        text += "}\n"
        return text
    }

    private static func makeSchemes(roles: Int, schemes: Int, _ random: inout LinearCongruentialGenerator) -> String {
        var text = "{\n"
        text.reserveCapacity(roles * schemes * 90 + 100)
        for scheme in 0..<schemes {
            text += "    \"scheme_\(scheme)\": {\n"
            text += "        \"appearance\": \"\(scheme % 2 == 0 ? "light" : "dark")\",\n"
            text += "        \"colors\": {\n"
            for role in 0..<roles {
                let color = colorName(Int(random.next() % UInt64(paletteSize)))
                let roleName = "role_" + String(repeating: "0", count: max(0, 6 - String(role).count)) + String(role)
                text += "            \"\(roleName)\": {\n"
                if random.next() % 8 == 0 {
                    text += "                \"color_identifier\": \"\(color)\",\n"
                    text += "                \"alpha_multiplier\": 0.64\n"
                } else {
                    text += "                \"color_identifier\": \"\(color)\"\n"
                }
                text += "            }\(role == roles - 1 ? "" : ",")\n"
            }
            text += "        }\n"
            text += "    }\(scheme == schemes - 1 ? "" : ",")\n"
        }
        text += "}\n"
        return text
    }

    private static func colorName(_ index: Int) -> String {
        "c_" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index)
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

/// A deterministic 64-bit linear congruential generator (Knuth's MMIX constants); returns the
/// high 32 bits of the state, which are the well-mixed ones.
struct LinearCongruentialGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 32
    }
}
