/// Declares an environment value (in `extension EnvironmentValues`) or a transaction value (in
/// `extension Transaction`) with its key: `@Entry var accent: Color = .blue`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FlipbookMacros", type: "EntryMacro")
