extension ObjCExporter {
    /// The class property a palette color or role becomes: `ExportNameMapping.camelCaseName`,
    /// prefixed `color` like a keyword when the name is a class method `UIColor` already has
    /// (`separatorColor`, `labelColor`, `clearColor`) or inherits (`load`, `version`): a
    /// category method of that name would replace UIKit's for the whole app (every system
    /// separator painted with the role), not add one beside it.
    static func selectorName(_ name: String) -> String {
        let camel = ExportNameMapping.camelCaseName(name)
        guard uiColorClassSelectors.contains(camel) else { return camel }
        return "color" + camel.prefix(1).uppercased() + camel.dropFirst()
    }

    /// `UIColor`'s class methods without arguments (UIKit, iOS 17), and `NSObject`'s that a
    /// category on it could replace.
    private static let uiColorClassSelectors: Set<String> = [
        "blackColor", "darkGrayColor", "lightGrayColor", "whiteColor", "grayColor", "redColor", "greenColor",
        "blueColor", "cyanColor", "yellowColor", "magentaColor", "orangeColor", "purpleColor", "brownColor",
        "clearColor", "systemRedColor", "systemGreenColor", "systemBlueColor", "systemOrangeColor",
        "systemYellowColor", "systemPinkColor", "systemPurpleColor", "systemTealColor", "systemIndigoColor",
        "systemBrownColor", "systemMintColor", "systemCyanColor", "systemGrayColor", "systemGray2Color",
        "systemGray3Color", "systemGray4Color", "systemGray5Color", "systemGray6Color", "tintColor", "labelColor",
        "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "linkColor", "placeholderTextColor",
        "separatorColor", "opaqueSeparatorColor", "systemBackgroundColor", "secondarySystemBackgroundColor",
        "tertiarySystemBackgroundColor", "systemGroupedBackgroundColor", "secondarySystemGroupedBackgroundColor",
        "tertiarySystemGroupedBackgroundColor", "systemFillColor", "secondarySystemFillColor",
        "tertiarySystemFillColor", "quaternarySystemFillColor", "lightTextColor", "darkTextColor",
        "groupTableViewBackgroundColor", "viewFlipsideBackgroundColor", "scrollViewTexturedBackgroundColor",
        "underPageBackgroundColor", "supportsSecureCoding",
        // NSObject
        "load", "initialize", "version", "classForCoder", "accessInstanceVariablesDirectly", "mutableCopy",
    ]
}
