/// Why a macro cannot expand where it is written; the compiler shows the description at the attribute.
struct MacroExpansionError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
