/// What a JSON value means, apart from how it is written: objects compare member by member
/// whatever their order (the last of repeated keys wins), arrays element by element, numbers
/// by value, strings by their characters; positions and layout play no part.
public enum JSONMeaning {
    /// Whether `a` and `b` mean the same. Cost linear in their size.
    public static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let left), .object(let right)):
            return equalObjects(left, right)
        case (.array(let left), .array(let right)):
            guard left.count == right.count else { return false }
            for index in left.indices where !equal(left[index].value, right[index].value) { return false }
            return true
        case (.string(let left), .string(let right)):
            return left.unicodeScalars.elementsEqual(right.unicodeScalars)
        case (.number(let left), .number(let right)):
            return left == right
        case (.bool(let left), .bool(let right)):
            return left == right
        case (.null, .null):
            return true
        default:
            return false
        }
    }

    /// Objects member by member: in one pass when both list their keys in the same order (the
    /// usual case), else through a dictionary of one side's members.
    private static func equalObjects(_ left: [JSONMember], _ right: [JSONMember]) -> Bool {
        if left.count == right.count, zip(left, right).allSatisfy({ $0.key == $1.key }) {
            var differs = false
            for index in left.indices where !equal(left[index].value.value, right[index].value.value) {
                differs = true
                break
            }
            // A difference in a member a repeated key shadows is no difference: only then
            // compare by dictionary.
            if !differs { return true }
            if Set(left.map(\.key)).count == left.count { return false }
        }
        var rightByKey: [String: JSONValue] = [:]
        rightByKey.reserveCapacity(right.count)
        for member in right { rightByKey[member.key] = member.value.value }
        var leftByKey: [String: JSONValue] = [:]
        leftByKey.reserveCapacity(left.count)
        for member in left { leftByKey[member.key] = member.value.value }
        guard leftByKey.count == rightByKey.count else { return false }
        for (key, value) in leftByKey {
            guard let other = rightByKey[key], equal(value, other) else { return false }
        }
        return true
    }

    /// A hash that agrees with `equal`: values that mean the same hash the same (members in
    /// any order). Cost linear in the value's size.
    public static func hash(_ value: JSONValue) -> Int {
        var hasher = Hasher()
        combine(value, into: &hasher)
        return hasher.finalize()
    }

    private static func combine(_ value: JSONValue, into hasher: inout Hasher) {
        switch value {
        case .object(let members):
            // Order-insensitive: the members' own hashes summed.
            var sum = 0
            var seen: [String: Int] = [:]
            for member in members {
                var memberHasher = Hasher()
                memberHasher.combine(member.key)
                combine(member.value.value, into: &memberHasher)
                seen[member.key] = memberHasher.finalize()
            }
            for (_, memberHash) in seen { sum = sum &+ memberHash }
            hasher.combine(0 as UInt8)
            hasher.combine(seen.count)
            hasher.combine(sum)
        case .array(let elements):
            hasher.combine(1 as UInt8)
            hasher.combine(elements.count)
            for element in elements { combine(element.value, into: &hasher) }
        case .string(let string):
            hasher.combine(2 as UInt8)
            for scalar in string.unicodeScalars { hasher.combine(scalar.value) }
        case .number(let number):
            hasher.combine(3 as UInt8)
            hasher.combine(number == 0 ? 0 : number)
        case .bool(let bool):
            hasher.combine(4 as UInt8)
            hasher.combine(bool)
        case .null:
            hasher.combine(5 as UInt8)
        }
    }
}
