/// Writes one pretty JSON value as UTF-8 bytes, container by container, in the layout of
/// `JSONOutput.rendered()`: for the values a report makes in a loop (a finding, a SARIF
/// result), without building and freeing a `JSONOutput` tree for each. Leaves and small parts
/// are `JSONOutput` values (a string or a number is not allocated).
struct JSONWriter {
    /// The bytes written so far.
    var bytes: [UInt8] = []
    /// The nesting level of the value written (its first line is not indented).
    private let level: Int
    /// Members or elements written so far in each open container, innermost last.
    private var counts: [Int] = []
    /// A key was just written: the next value follows it on the same line.
    private var afterKey = false

    /// A writer for a value nested `level` deep.
    init(level: Int) {
        self.level = level
    }

    /// Starts writing another value at the same level, keeping the buffer's capacity.
    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        counts.removeAll(keepingCapacity: true)
        afterKey = false
    }

    /// Opens an object (as a value: after a key, as an element, or the whole value).
    mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        counts.append(0)
    }

    /// Closes the innermost object.
    mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    /// Opens an array.
    mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        counts.append(0)
    }

    /// Closes the innermost array.
    mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// Writes a member's key in the innermost object; its value comes next.
    mutating func key(_ key: String) {
        separate()
        JSONOutput.writeString(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        afterKey = true
    }

    /// Writes a member's key known at compile time (plain ASCII, nothing to escape: copied as
    /// it is, not scanned); its value comes next.
    mutating func fixedKey(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        afterKey = true
    }

    /// Writes a member with a key known at compile time (see `fixedKey(_:)`).
    mutating func fixedMember(_ key: StaticString, _ value: JSONOutput) {
        fixedKey(key)
        self.value(value)
    }

    /// Writes a value: after a key, as an array element, or as the whole value.
    mutating func value(_ value: JSONOutput) {
        beforeValue()
        value.write(into: &bytes, indent: level + counts.count)
    }

    /// Writes a value by hand: `body` appends its bytes, laid out as this writer would lay them
    /// out nested `indent` deep (the value's own indentation; its first line unindented).
    mutating func raw(_ body: (_ bytes: inout [UInt8], _ indent: Int) -> Void) {
        beforeValue()
        body(&bytes, level + counts.count)
    }

    /// Writes a member: its key and value.
    mutating func member(_ key: String, _ value: JSONOutput) {
        self.key(key)
        self.value(value)
    }

    private mutating func beforeValue() {
        if afterKey {
            afterKey = false
        } else if !counts.isEmpty {
            separate()
        }
    }

    /// The comma before every member or element but the first, then its line.
    private mutating func separate() {
        if counts[counts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
        counts[counts.count - 1] += 1
        JSONOutput.newline(&bytes, level + counts.count)
    }

    private mutating func close(_ bracket: UInt8) {
        let written = counts.removeLast()
        if written > 0 { JSONOutput.newline(&bytes, level + counts.count) }
        bytes.append(bracket)
    }
}
