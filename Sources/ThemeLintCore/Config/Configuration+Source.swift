extension Configuration {
    /// Reads `.themelint.json` from the root of `source`; `.automatic` when absent.
    /// - Throws: `ConfigurationError` when the file exists but is invalid, or cannot be read.
    public static func load(from source: any DocumentSource) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]?
        do {
            bytes = try source.contents(of: defaultFileName)
        } catch {
            throw ConfigurationError("cannot read \(defaultFileName) from \(source.descriptor.displayName): \(error)")
        }
        guard let bytes else { return .automatic }
        return try parse(bytes: bytes, file: defaultFileName)
    }
}
