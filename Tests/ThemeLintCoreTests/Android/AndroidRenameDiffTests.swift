import Testing
@testable import ThemeLintCore

/// Renames in an Android diff, where a `<color>` is a palette color and a role at once: the
/// palette rename and the role rename of one color name the same new name.
@Suite struct AndroidRenameDiffTests {
    static let values = "app/src/main/res/values/colors.xml"

    /// Two colors of one value renamed at once, the new ones written in the other order: each
    /// palette rename pairs as its role rename does (by name), not by document order.
    @Test func twoColorsOfOneValueRenamedAtOnceAgreeAsPaletteAndRole() throws {
        let base = try AndroidFixture.load([Self.values: AndroidFixture.colors(["brand_blue": "#0000FF", "link_blue": "#0000FF"])])
        let head = try AndroidFixture.load([Self.values: AndroidFixture.colors(["link_blue2": "#0000FF", "brand_blue2": "#0000FF"])])
        let report = ThemeDiffer.diff(base: base, head: head)
        var palette: [String: String] = [:]
        var roles: [String: String] = [:]
        for change in report.changes {
            switch change {
            case .paletteRenamed(let rename): palette[rename.previousName] = rename.name
            case .roleRenamed(let rename): roles[rename.previousRole] = rename.role
            default: break
            }
        }
        #expect(roles == ["brand_blue": "brand_blue2", "link_blue": "link_blue2"], "\(report.changes)")
        #expect(palette == roles, "\(report.changes)")
    }

    /// A `<color>` whose value has no fixed color (a theme attribute, a Material You color)
    /// renamed: a role rename, as `rename` plans it, not a role added and one removed.
    @Test func aColorOfUnknownValueRenamedIsARoleRename() throws {
        let base = try AndroidFixture.load([Self.values: AndroidFixture.colors(["primary": "#6750A4", "accent_attr": "?attr/colorPrimary", "you": "@android:color/system_accent1_600"])])
        let head = try AndroidFixture.load([Self.values: AndroidFixture.colors(["primary": "#6750A4", "brand_attr": "?attr/colorPrimary", "me": "@android:color/system_accent1_600"])])
        let report = ThemeDiffer.diff(base: base, head: head)
        var roles: [String: String] = [:]
        for case .roleRenamed(let rename) in report.changes { roles[rename.previousRole] = rename.role }
        #expect(roles == ["accent_attr": "brand_attr", "you": "me"], "\(report.changes)")
        #expect(report.changes.count == 2, "\(report.changes)")
    }
}
