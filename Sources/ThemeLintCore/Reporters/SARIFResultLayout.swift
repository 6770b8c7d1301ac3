/// One SARIF result's bytes, laid out exactly as `JSONWriter` lays out the same object at one
/// indentation: the fixed parts (keys, brackets, line breaks and indentation) are made once per
/// report, and each result writes only its values between them. A million results would
/// otherwise pay the writer's bookkeeping and key escaping for some forty fixed lines each.
struct SARIFResultLayout {
    /// The indentation the layout was made for (the result object's own).
    let indent: Int
    private let ruleId: [UInt8]
    private let ruleIndex: [UInt8]
    private let level: [UInt8]
    private let message: [UInt8]
    private let uri: [UInt8]
    private let startLine: [UInt8]
    private let startColumn: [UInt8]
    private let fingerprint: [UInt8]
    private let propertiesOpen: [UInt8]
    private let propertySeparator: [UInt8]
    private let propertiesClose: [UInt8]
    private let close: [UInt8]

    /// The layout of a result object nested `indent` deep.
    init(indent: Int) {
        self.indent = indent
        func line(_ depth: Int) -> String { "\n" + String(repeating: " ", count: 2 * (indent + depth)) }
        ruleId = Array("{\(line(1))\"ruleId\": ".utf8)
        ruleIndex = Array(",\(line(1))\"ruleIndex\": ".utf8)
        level = Array(",\(line(1))\"level\": ".utf8)
        message = Array(",\(line(1))\"message\": {\(line(2))\"text\": ".utf8)
        uri = Array("\(line(1))},\(line(1))\"locations\": [\(line(2)){\(line(3))\"physicalLocation\": {\(line(4))\"artifactLocation\": {\(line(5))\"uri\": ".utf8)
        startLine = Array(",\(line(5))\"uriBaseId\": \"%SRCROOT%\"\(line(4))},\(line(4))\"region\": {\(line(5))\"startLine\": ".utf8)
        startColumn = Array(",\(line(5))\"startColumn\": ".utf8)
        fingerprint = Array("\(line(4))}\(line(3))}\(line(2))}\(line(1))],\(line(1))\"partialFingerprints\": {\(line(2))\"\(SARIFCheckReporter.fingerprintKey)\": ".utf8)
        propertiesOpen = Array("\(line(1))},\(line(1))\"properties\": {\(line(2))".utf8)
        propertySeparator = Array(",\(line(2))".utf8)
        propertiesClose = Array("\(line(1))}".utf8)
        close = Array("\(line(0))}".utf8)
    }

    /// Appends the result for `finding` to `out`.
    func write(_ finding: Finding, ruleIndex index: Int?, level severity: String, fingerprint print: String, uri path: String, into out: inout [UInt8]) {
        out.append(contentsOf: ruleId)
        JSONOutput.writeString(finding.rule, into: &out)
        if let index {
            out.append(contentsOf: ruleIndex)
            JSONOutput.writeInteger(index, into: &out)
        }
        out.append(contentsOf: level)
        JSONOutput.writeString(severity, into: &out)
        out.append(contentsOf: message)
        JSONOutput.writeString(finding.message, into: &out)
        out.append(contentsOf: uri)
        JSONOutput.writeString(path, into: &out)
        out.append(contentsOf: startLine)
        JSONOutput.writeInteger(max(1, finding.line), into: &out)
        out.append(contentsOf: startColumn)
        JSONOutput.writeInteger(max(1, finding.column), into: &out)
        out.append(contentsOf: fingerprint)
        JSONOutput.writeString(print, into: &out)
        var first = true
        func property(_ key: String, _ write: (inout [UInt8]) -> Void) {
            out.append(contentsOf: first ? propertiesOpen : propertySeparator)
            first = false
            JSONOutput.writeString(key, into: &out)
            out.append(contentsOf: ": ".utf8)
            write(&out)
        }
        if let scheme = finding.scheme { property("scheme") { JSONOutput.writeString(scheme, into: &$0) } }
        if let role = finding.role { property("role") { JSONOutput.writeString(role, into: &$0) } }
        if let identifier = finding.identifier { property("identifier") { JSONOutput.writeString(identifier, into: &$0) } }
        if let key = finding.key { property("key") { JSONOutput.writeString(key, into: &$0) } }
        if let suggestion = finding.suggestion { property("suggestion") { JSONOutput.writeString(suggestion, into: &$0) } }
        if let background = finding.background { property("background") { JSONOutput.writeString(background, into: &$0) } }
        if let value = finding.value { property("value") { JSONOutput.double(value).write(into: &$0, indent: nil) } }
        if let minimum = finding.minimum { property("minimum") { JSONOutput.double(minimum).write(into: &$0, indent: nil) } }
        // The properties object closes, or (none) the fingerprints object: the same bytes.
        out.append(contentsOf: propertiesClose)
        out.append(contentsOf: close)
    }
}
