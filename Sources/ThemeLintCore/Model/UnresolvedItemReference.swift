/// A reference no role's chain follows that names nothing the repository defines: the
/// `android:color` of an Android color state list's item that does not give the list its
/// color. The item paints in its state all the same, so `unresolved-identifier` reports it.
public struct UnresolvedItemReference: Sendable, Hashable {
    /// The name looked up (`primary` for `@color/primary`; `android:x` for `@android:color/x`).
    public var identifier: String
    /// Where the reference is written (the attribute's value).
    public var location: Location
    /// The role (the color state list) whose item it is.
    public var role: String

    /// Creates an unresolved item reference.
    public init(identifier: String, location: Location, role: String) {
        self.identifier = identifier
        self.location = location
        self.role = role
    }
}
