/// An export that cannot be made, worded for the person who asked for it.
public struct ExportError: Error, CustomStringConvertible, Equatable {
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
