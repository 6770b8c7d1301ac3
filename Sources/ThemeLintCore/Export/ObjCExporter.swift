/// Writes an Objective-C header and implementation: `UIColor (Palette)` with a class property
/// per palette color and `UIColor (Scheme)` with one per role, each role choosing its light or
/// dark value from the trait collection (`colorWithDynamicProvider:`).
///
/// The roles' category is on `UIColor`, not on a `Color` class: Objective-C categories extend
/// an existing class, UIKit has no `Color` class, and SwiftUI's `Color` is a Swift struct
/// Objective-C cannot see. Both categories share `UIColor`'s namespace, so palette colors and
/// roles must map to distinct names.
public enum ObjCExporter {
    /// The header's path.
    public static let headerName = "UIColor+Theme.h"
    /// The implementation's path.
    public static let implementationName = "UIColor+Theme.m"

    /// The files of `model`.
    /// - Throws: `ExportError` when two names become one selector.
    public static func export(_ model: ExportModel) throws(ExportError) -> ExportResult {
        let light = model.scheme(for: .light) ?? 0
        let dark = model.scheme(for: .dark)
        let roles = model.roles.filter { !($0.isOwnPaletteColor && model.paletteEntry($0.name) != nil) }
        var names: [ExportNameMapping.Mapped] = model.palette.map { .init(target: selectorName($0.name), source: "palette color '\($0.name)'") }
        names += roles.map { .init(target: selectorName($0.name), source: "role '\($0.name)'") }
        try ExportNameMapping.refuseCollisions(names, target: .objc)

        var header = "// \(model.generatedNotice)\n\n#import <UIKit/UIKit.h>\n\nNS_ASSUME_NONNULL_BEGIN\n\n"
        var implementation = "// \(model.generatedNotice)\n\n#import \"\(headerName)\"\n\n"
        implementation += """
            static UIColor *ThemelintColor(unsigned red, unsigned green, unsigned blue, unsigned alpha) {
                return [UIColor colorWithRed:red / 255.0 green:green / 255.0 blue:blue / 255.0 alpha:alpha / 255.0];
            }

            static UIColor *ThemelintDynamicColor(UIColor *light, UIColor *dark) {
                return [UIColor colorWithDynamicProvider:^UIColor *(UITraitCollection *traits) {
                    return traits.userInterfaceStyle == UIUserInterfaceStyleDark ? dark : light;
                }];
            }


            """
        header += "/// The palette: every named color of the source.\n@interface UIColor (Palette)\n"
        implementation += "@implementation UIColor (Palette)\n"
        for entry in model.palette {
            let name = selectorName(entry.name)
            let lightValue = literal(entry.value(inScheme: light))
            let darkValue = dark.map { literal(entry.value(inScheme: $0)) } ?? lightValue
            header += "/// `\(ExportText.comment(entry.name))`\n@property (class, nonatomic, readonly) UIColor *\(name);\n"
            implementation += "+ (UIColor *)\(name) { return \(pick(lightValue, darkValue)); }\n"
        }
        header += "@end\n\n/// The roles: light or dark from the trait collection"
        header += " (light: \(ExportText.comment(model.schemes[light].name))"
        header += dark.map { ", dark: \(ExportText.comment(model.schemes[$0].name)))." } ?? ")."
        header += "\n@interface UIColor (Scheme)\n"
        implementation += "@end\n\n@implementation UIColor (Scheme)\n"
        for role in roles {
            guard let lightValue = role.values[light] ?? dark.flatMap({ role.values[$0] }) else { continue }
            let darkValue = dark.flatMap { role.values[$0] } ?? lightValue
            let name = selectorName(role.name)
            header += "/// `\(ExportText.comment(role.name))`\n@property (class, nonatomic, readonly) UIColor *\(name);\n"
            implementation += "+ (UIColor *)\(name) { return \(pick(expression(lightValue), expression(darkValue))); }\n"
        }
        header += "@end\n\nNS_ASSUME_NONNULL_END\n"
        implementation += "@end\n"
        return ExportResult(files: [ExportFile(path: headerName, text: header), ExportFile(path: implementationName, text: implementation)], notices: [])
    }

    private static func pick(_ light: String, _ dark: String) -> String {
        light == dark ? light : "ThemelintDynamicColor(\(light), \(dark))"
    }

    private static func expression(_ value: ExportValue) -> String {
        value.palette.map { "UIColor." + selectorName($0) } ?? literal(value.color)
    }

    private static func literal(_ color: ExportColor) -> String {
        if let p3 = color.displayP3 {
            let decimal = ExportP3Color.decimal
            return "[UIColor colorWithDisplayP3Red:\(decimal(p3.red)) green:\(decimal(p3.green)) blue:\(decimal(p3.blue)) alpha:\(decimal(p3.alpha))]"
        }
        return "ThemelintColor(0x\(ExportColor.hex(color.red).uppercased()), 0x\(ExportColor.hex(color.green).uppercased()), 0x\(ExportColor.hex(color.blue).uppercased()), 0x\(ExportColor.hex(color.alpha).uppercased()))"
    }
}
