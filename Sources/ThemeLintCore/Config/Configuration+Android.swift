extension Configuration {
    /// An `android` theme set of the configuration: `"res"` names its `res` folder, or several
    /// overlaid in order (`["app/src/main/res", "app/src/green/res"]`); it takes a `name` and a
    /// `contrast` block, nothing else.
    static func androidThemeSet(name: String?, resources: [String]?, unexpected: Bool, contrast: ContrastConfiguration?, at here: Location, index: Int) throws(ConfigurationError) -> ThemeSetDefinition {
        guard !unexpected else {
            throw ConfigurationError("an \"android\" theme set takes \"name\", \"res\" and \"contrast\" (its res folders hold its schemes and palettes)", at: here)
        }
        guard let resources, let last = resources.last else {
            throw ConfigurationError("theme set \(name.map { "\"\($0)\"" } ?? "#\(index + 1)") of format \"android\" has no \"res\" folder", at: here)
        }
        return ThemeSetDefinition.android(name: name ?? last, resources: resources, contrast: contrast, declaration: here)
    }
}
