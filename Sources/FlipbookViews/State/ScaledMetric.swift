/// A dimension that scales with the user's text size (`@ScaledMetric var size: CGFloat = 20`).
///
/// Flipbook draws text at its default size whatever `dynamicTypeSize` says, so a scaled metric keeps its value
/// too: it grows with text exactly as much as text grows, which is not at all.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    /// The text style whose size the value follows.
    let textStyle: Font.TextStyle
    private let base: Value

    /// A metric that scales as body text does.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A metric that scales as text of `textStyle` does.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the current text size.
    public var wrappedValue: Value { base }
}
