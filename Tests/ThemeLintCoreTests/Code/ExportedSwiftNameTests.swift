import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

/// The names the swift and objc exports generate, read in Swift and Objective-C: explicit
/// members, the palette's nesting, Objective-C messages, and the implicit member `.NAME`, which
/// names the theme only where no declaration in the repository's Swift code has that name.
@Suite struct ExportedSwiftNameTests {
    static let configuration = """
        {
          "code": true,
          "themes": [{"name": "main", "format": "appearance", "schemes": "theme/scheme.json", "palettes": ["theme/palette.json"]}],
          "exports": [{"to": "swift", "out": "ios/Generated"}, {"to": "objc", "out": "ios/Legacy/Generated"}]
        }
        """
    static let view = """
        import UIKit

        final class View: UIView {
            func apply() {
                label.textColor = .textPrimary
                backgroundColor = .background
                tintColor = UIColor.accent
                let swatch = UIColor.Palette.azure300
                let shade = Color.textPrimary.opacity(0.5)
                let inferred: Color = .Palette.gray900
                layer.borderColor = theme.textPrimary.cgColor
                let text = "UIColor.accent and .textPrimary"
                // .textPrimary and UIColor.accent in a comment
                let call = .textPrimary(1)
                let range = 0...count
                let path = \\.textPrimary
                let chained = foo?.accent
                switch tab { case .accent: break }
                let ternary = dark ? .textPrimary : UIColor.red
            }
        }

        """
    static let model = """
        enum Tab { case home, accent }
        struct Layout { var background = 0 }

        """
    static let legacy = """
        #import "UIColor+Theme.h"
        // [UIColor azure300] in a comment
        UIColor *a = [UIColor azure300];
        UIColor *b = UIColor.textPrimary;
        UIColor *c = [[UIColor accent] colorWithAlphaComponent:0.5];
        NSString *s = @"UIColor.accent";
        UIColor *d = [UIColor redColor];

        """

    static func project(_ extra: [String: String] = [:]) throws -> LoadedProject {
        var files = [
            ".themelint.json": configuration, "theme/palette.json": WebFixture.palette, "theme/scheme.json": WebFixture.scheme,
            "ios/App/View.swift": view, "ios/App/Model.swift": model, "ios/Legacy/Legacy.m": legacy,
        ]
        files.merge(extra) { _, new in new }
        return try ExportedNameTests.project(files)
    }

    @Test func swiftAndObjectiveCNamesOfTheConfiguredExports() throws {
        #expect(try ExportedNameTests.listing(try Self.project()) == [
            "ios/App/View.swift:5:28 textPrimary → text_primary",
            "ios/App/View.swift:7:29 accent → accent",
            "ios/App/View.swift:8:38 azure300 → azure_300",
            "ios/App/View.swift:9:27 textPrimary → text_primary",
            "ios/App/View.swift:10:40 gray900 → gray_900",
            "ios/App/View.swift:19:31 textPrimary → text_primary",
            "ios/Legacy/Legacy.m:3:23 azure300 → azure_300",
            "ios/Legacy/Legacy.m:4:22 textPrimary → text_primary",
            "ios/Legacy/Legacy.m:5:24 accent → accent",
        ])
    }

    @Test func anImplicitMemberNamesTheExportOnlyWhereNoSwiftDeclarationHasItsName() throws {
        // `.background` and `.accent` are declared in Model.swift (a property, an enum case);
        // the generated ThemeColors.swift declares every name and does not count.
        let before = try ExportedNameTests.listing(try Self.project())
        #expect(!before.contains { $0.contains(" background → ") || $0.contains(":18:") })
        // Without those declarations they are the export's.
        let without = try ExportedNameTests.listing(try Self.project(["ios/App/Model.swift": "enum Tab { case home }\n"]))
        #expect(without.contains("ios/App/View.swift:6:28 background → background"))
        #expect(without.contains("ios/App/View.swift:18:28 accent → accent"))
        // A declaration of the name anywhere takes it back: a local `let`, a `func`, a `case` list.
        for declaration in ["let textPrimary = 1", "func textPrimary() {}", "enum E { case a, textPrimary }"] {
            let declared = try ExportedNameTests.listing(try Self.project(["ios/App/Model.swift": declaration + "\n"]))
            #expect(!declared.contains("ios/App/View.swift:5:28 textPrimary → text_primary"), "\(declaration)")
            #expect(declared.contains("ios/App/View.swift:9:27 textPrimary → text_primary"), "explicit members stay: \(declaration)")
        }
    }

    @Test func newNamesAreSpelledAsEachExportSpellsThem() throws {
        let project = try Self.project()
        let naming = CodeNaming(project: project)
        let references = try #require(project.code).references
        let implicit = try #require(references.first { $0.spelling == .swiftImplicitMember })
        let palette = try #require(references.first { $0.spelling == .swiftPalette })
        let objectiveC = try #require(references.first { $0.spelling == .objectiveCClassProperty })
        #expect(naming.spelling(of: "text_main", like: implicit) == "textMain")
        #expect(naming.spelling(of: "azure_400", like: palette) == "azure400")
        // Objective-C avoids UIColor's own class methods.
        #expect(naming.spelling(of: "separator_color", like: objectiveC) == "colorSeparatorColor")
    }
}
