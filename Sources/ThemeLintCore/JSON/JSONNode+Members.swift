extension JSONNode {
    /// Visits every object member under this node, depth first, without recursion (a document
    /// nested 512 deep costs no stack). `visit` returns whether to look inside the member's value.
    func forEachMember(_ visit: (JSONMember) -> Bool) {
        var stack = [self]
        while let node = stack.popLast() {
            switch node.value {
            case .object(let members):
                for member in members where visit(member) { stack.append(member.value) }
            case .array(let elements):
                stack.append(contentsOf: elements)
            default:
                break
            }
        }
    }
}
