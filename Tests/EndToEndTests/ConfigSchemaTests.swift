import Foundation
import Testing
import ThemeLintTestSupport

/// The configuration schema agrees with the configuration parser: what the parser accepts
/// validates, and what the schema rejects the parser rejects too (exit 2).
@Suite struct ConfigSchemaTests {
    static let accepted = [
        ##"{"themes": [{"name": "web", "schemes": "vk/scheme_web.json", "palettes": ["vk/palette_web.json", "vk/palette.json"], "hexAlpha": "leading"}], "rules": {"unused-color": "off", "similar-colors": {"severity": "note", "maxDeltaE": 1.0}}}"##,
        ##"{"themes": [{"schemes": "s.json", "palettes": "p.json", "hexAlpha": "trailing", "contrast": {"base": {"light": "#FFFFFF", "dark": {"role": "background_page"}}, "pairs": [{"foreground": "text_primary", "background": ["background_content", "background_page"], "minimum": 4.5}, {"foreground": "icon", "background": "background_content", "level": "non-text"}, {"foreground": "text_primary", "background": "background_content", "algorithm": "apca", "minimum": 75, "schemes": ["dark"]}], "infer": {"level": "AA", "backgrounds": ["background_content"]}}}]}"##,
        ##"{"rules": {"missing-role": "warning"}}"##,
        ##"{"themes": [{"name": "app", "format": "android", "res": "app/src/main/res", "contrast": {"pairs": [{"foreground": "text_secondary", "background": "background", "minimum": 4.5}]}}, {"name": "app:green", "format": "android", "res": ["app/src/main/res", "app/src/green/res"]}], "rules": {"xml-syntax": "warning"}}"##,
        ##"{"themes": [{"name": "ios", "format": "xcassets", "catalog": "App/Assets.xcassets", "contrast": {"pairs": [{"foreground": "TextPrimary", "background": "Background"}]}}]}"##,
    ]
    static let rejected = [
        ##"{"themes": [{"palettes": ["p.json"]}]}"##,
        ##"{"themes": [{"schemes": "/etc/passwd"}]}"##,
        ##"{"themes": [{"schemes": "../outside.json"}]}"##,
        ##"{"themes": [{"schemes": "s.json", "hexAlpha": "middle"}]}"##,
        ##"{"rules": {"no-such-rule": "off"}}"##,
        ##"{"rules": {"unused-color": "loud"}}"##,
        ##"{"themes": [{"schemes": "s.json", "contrast": {"pairs": [{"foreground": "a", "background": "b", "level": "AA", "minimum": 3}]}}]}"##,
        ##"{"themes": [{"schemes": "s.json", "contrast": {"pairs": [{"foreground": "a", "background": "b", "minimum": 30}]}}]}"##,
        ##"{"themes": [{"schemes": "s.json", "contrast": {"pairs": [{"foreground": "a", "background": "b", "algorithm": "apca"}]}}]}"##,
        ##"{"themes": [{"schemes": "s.json", "contrast": {"pairs": [{"foreground": "a", "background": "b", "schemes": []}]}}]}"##,
        ##"{"colour": true}"##,
        ##"{"rules": {"similar-colors": {"maxDelta": 0.5}}}"##,
        ##"{"rules": {"similar-colors": {"maxDeltaE": "x"}}}"##,
        ##"{"rules": {"similar-colors": {"maxDeltaE": -1}}}"##,
        ##"{"themes": [{"name": "app", "format": "android"}]}"##,
        ##"{"themes": [{"format": "android", "res": "app/src/main/res", "schemes": "s.json"}]}"##,
        ##"{"themes": [{"schemes": "s.json", "res": "app/src/main/res"}]}"##,
        ##"{"themes": [{"format": "xcassets"}]}"##,
        ##"{"themes": [{"format": "xcassets", "catalog": "App/Assets.xcassets", "palettes": ["p.json"]}]}"##,
        ##"{"themes": [{"schemes": "s.json", "catalog": "App/Assets.xcassets"}]}"##,
        ##"{"themes": [{"format": "xcasset", "catalog": "App/Assets.xcassets"}]}"##,
    ]

    @Test(arguments: accepted)
    func parserAndSchemaAccept(_ config: String) throws {
        try validate(config, schema: "schemas/config.schema.json")
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", config)
        let result = try runThemelint(["check"], in: repo.url)
        #expect(result.status != 2, "\(result.stderr)")
    }

    @Test(arguments: rejected)
    func parserAndSchemaReject(_ config: String) throws {
        let schemaPath = projectRootDirectory().appendingPathComponent("schemas/config.schema.json").path
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            errors = list(jsonschema.validators.validator_for(schema)(schema).iter_errors(json.load(sys.stdin)))
            sys.exit(0 if errors else 1)
            """
        let schema = try runProcess("python3", ["-c", script, schemaPath], stdin: config)
        #expect(schema.status == 0, "the schema accepts \(config)")
        let repo = try TemporaryGitRepository()
        try repo.write(".themelint.json", config)
        let result = try runThemelint(["check"], in: repo.url)
        #expect(result.status == 2, "the parser accepts \(config): \(result.stdout)")
        #expect(result.stderr.contains(".themelint.json:1:"), "\(result.stderr)")
    }
}
