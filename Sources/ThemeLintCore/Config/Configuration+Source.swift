extension Configuration {
    /// Reads `.themelint.json` from the root of `source`; `.automatic` when absent. With a
    /// `cache`, bytes that another load of the run has parsed are not parsed again.
    /// - Throws: `ConfigurationError` when the file exists but is invalid, or cannot be read.
    public static func load(from source: any DocumentSource, cache: DocumentCache? = nil) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]?
        do {
            bytes = try source.contents(of: defaultFileName)
        } catch {
            throw ConfigurationError("cannot read \(defaultFileName) from \(source.descriptor.spec): \(error)")
        }
        guard let bytes else { return .automatic }
        if let cache { return try cache.configuration(parsing: bytes, file: defaultFileName) }
        return try parse(bytes: bytes, file: defaultFileName)
    }
}
