/// Numbers spelled for people, without Foundation: in color notations and in messages.
enum NumberSpelling {
    /// Rounded to six decimals, without trailing zeros or a negative zero: `0.5`, `70`,
    /// `-0.12`, `1e-06`. For CSS notations (`oklch(70% 0.1 200)`).
    static func plain(_ value: Double) -> String {
        guard value.isFinite else { return String(describing: value) }
        guard abs(value) < 1e9 else { return exact(value) }
        let rounded = (value * 1e6).rounded() / 1e6
        return exact(rounded)
    }

    /// Every digit Swift needs to round-trip the value, integers without `.0`: for messages,
    /// where `360.0000001` must not read as `360`.
    static func exact(_ value: Double) -> String {
        guard value.isFinite else { return String(describing: value) }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(describing: value)
    }
}
