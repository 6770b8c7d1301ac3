import Testing
@testable import ThemeLintCore

/// `"exports"` in the configuration: what it accepts and what it refuses, with positions.
@Suite struct ExportConfigurationTests {
    private func parse(_ text: String) throws(ConfigurationError) -> Configuration {
        try Configuration.parse(bytes: Array(text.utf8), file: ".themelint.json")
    }

    @Test func readsEveryMemberInOrder() throws {
        let configuration = try parse("""
            {"exports": [
              {"to": "swift", "theme": "main", "out": "ios/Generated"},
              {"to": "android", "out": "./android/app/src/main/res/", "schemes": {"light": "bright_light", "dark": "space_gray"}}
            ]}
            """)
        #expect(configuration.exports.count == 2)
        #expect(configuration.exports[0].target == .swift)
        #expect(configuration.exports[0].theme == "main")
        #expect(configuration.exports[0].out == "ios/Generated")
        #expect(configuration.exports[1].out == "android/app/src/main/res")
        #expect(configuration.exports[1].schemeArguments == ["light=bright_light", "dark=space_gray"])
        #expect(configuration.exports[1].location.position.line == 3)
    }

    @Test func noExportsMeansNone() throws {
        #expect(try parse("{}").exports.isEmpty)
    }

    @Test(arguments: [
        (#"{"exports": {}}"#, "\"exports\" must be an array"),
        (#"{"exports": [{"to": "swfit", "out": "x"}]}"#, "did you mean \"swift\"?"),
        (#"{"exports": [{"to": "css"}]}"#, "an export needs \"out\""),
        (#"{"exports": [{"out": "x"}]}"#, "an export needs \"to\""),
        (#"{"exports": [{"to": "css", "out": "../outside"}]}"#, "must be a path inside the repository"),
        (#"{"exports": [{"to": "css", "out": "/abs"}]}"#, "must be a path inside the repository"),
        (#"{"exports": [{"to": "android", "out": "x", "schemes": {"lightHighContrast": "hc"}}]}"#, "android has no slot \"lightHighContrast\""),
        (#"{"exports": [{"to": "css", "out": "x", "colour": 1}]}"#, "unknown member \"colour\" of an export"),
        (#"{"exports": [{"to": "css", "out": "x"}, {"to": "css", "out": "./x"}]}"#, "two exports write css under \"x\""),
    ])
    func refusesWithAPosition(text: String, message: String) {
        #expect {
            _ = try parse(text)
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.description.contains(message) && error.description.contains(".themelint.json:1:")
        }
    }
}
