import Foundation

/// A colour filter modifier's value: what animates (`Amount`) and the colour matrix it stands for.
public protocol _ColorFilter: Sendable {
    associatedtype Amount: Animatable
    /// The value that animates, resolved in the view's environment.
    func amount(in environment: EnvironmentValues) -> Amount
    /// The colour matrix of an amount (a presented one while the filter animates).
    static func matrix(_ amount: Amount) -> DisplayList.ColorMatrix
}

/// Luminance weights (Rec. 709), as CSS filters and SVG colour matrices use them.
private let luma = (red: 0.2126, green: 0.7152, blue: 0.0722)

/// `hueRotation`: rotates hues by an angle around the grey axis.
public struct _HueRotationFilter: _ColorFilter {
    let angle: Angle
    public func amount(in environment: EnvironmentValues) -> Angle { angle }
    public static func matrix(_ angle: Angle) -> DisplayList.ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        return DisplayList.ColorMatrix(
            red: [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            green: [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            blue: [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            alpha: [0, 0, 0, 1, 0])
    }
}

/// `brightness`: adds an amount to each colour component.
public struct _BrightnessFilter: _ColorFilter {
    let value: Double
    public func amount(in environment: EnvironmentValues) -> Double { value }
    public static func matrix(_ amount: Double) -> DisplayList.ColorMatrix {
        DisplayList.ColorMatrix(red: [1, 0, 0, 0, amount], green: [0, 1, 0, 0, amount],
                                blue: [0, 0, 1, 0, amount], alpha: [0, 0, 0, 1, 0])
    }
}

/// `contrast`: scales each colour component's distance from middle grey.
public struct _ContrastFilter: _ColorFilter {
    let value: Double
    public func amount(in environment: EnvironmentValues) -> Double { value }
    public static func matrix(_ amount: Double) -> DisplayList.ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return DisplayList.ColorMatrix(red: [amount, 0, 0, 0, offset], green: [0, amount, 0, 0, offset],
                                       blue: [0, 0, amount, 0, offset], alpha: [0, 0, 0, 1, 0])
    }
}

/// `saturation` (and `grayscale`, which is saturation 1 − amount): mixes each colour with its luminance grey.
public struct _SaturationFilter: _ColorFilter {
    let value: Double
    public func amount(in environment: EnvironmentValues) -> Double { value }
    public static func matrix(_ s: Double) -> DisplayList.ColorMatrix {
        let grey = [luma.red * (1 - s), luma.green * (1 - s), luma.blue * (1 - s)]
        return DisplayList.ColorMatrix(red: [grey[0] + s, grey[1], grey[2], 0, 0],
                                       green: [grey[0], grey[1] + s, grey[2], 0, 0],
                                       blue: [grey[0], grey[1], grey[2] + s, 0, 0], alpha: [0, 0, 0, 1, 0])
    }
}

/// `grayscale`: the colours mixed towards their luminance grey by an amount (1 is fully grey).
public struct _GrayscaleFilter: _ColorFilter {
    let value: Double
    public func amount(in environment: EnvironmentValues) -> Double { value }
    public static func matrix(_ amount: Double) -> DisplayList.ColorMatrix { _SaturationFilter.matrix(1 - amount) }
}

/// `colorMultiply`: multiplies each component by the colour's.
public struct _ColorMultiplyFilter: _ColorFilter {
    let color: Color
    public func amount(in environment: EnvironmentValues) -> Color.Resolved { color.resolve(in: environment) }
    public static func matrix(_ color: Color.Resolved) -> DisplayList.ColorMatrix {
        DisplayList.ColorMatrix(red: [Double(color.red), 0, 0, 0, 0], green: [0, Double(color.green), 0, 0, 0],
                                blue: [0, 0, Double(color.blue), 0, 0], alpha: [0, 0, 0, Double(color.opacity), 0])
    }
}

/// `colorInvert`: each colour component becomes 1 − itself.
public struct _ColorInvertFilter: _ColorFilter {
    public func amount(in environment: EnvironmentValues) -> Double { 0 }
    public static func matrix(_ amount: Double) -> DisplayList.ColorMatrix {
        DisplayList.ColorMatrix(red: [-1, 0, 0, 0, 1], green: [0, -1, 0, 0, 1], blue: [0, 0, -1, 0, 1],
                                alpha: [0, 0, 0, 1, 0])
    }
}

/// `luminanceToAlpha`: black, as opaque as the colour is light (its Rec. 709 luminance times its alpha).
public struct _LuminanceToAlphaFilter: _ColorFilter {
    public func amount(in environment: EnvironmentValues) -> Double { 0 }
    public static func matrix(_ amount: Double) -> DisplayList.ColorMatrix {
        // Straight components: the alpha row reads r, g, b, which the renderer has unpremultiplied, so the
        // luminance is scaled by the pixel's alpha through the premultiplication afterwards.
        DisplayList.ColorMatrix(red: [0, 0, 0, 0, 0], green: [0, 0, 0, 0, 0], blue: [0, 0, 0, 0, 0],
                                alpha: [luma.red, luma.green, luma.blue, 0, 0])
    }
}

/// A colour filter on a view; its amount animates.
public struct _ColorFilterEffect<Filter: _ColorFilter>: ViewModifier {
    let filter: Filter
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { ColorFilterNode<Filter>(graph: $0) }
    }
}

extension View {
    /// Rotates the hue of every colour of the view by `angle` (animatable).
    public func hueRotation(_ angle: Angle) -> some View { modifier(_ColorFilterEffect(filter: _HueRotationFilter(angle: angle))) }

    /// Brightens the view: `amount` is added to each colour component (0 leaves it, 1 makes it white).
    public func brightness(_ amount: Double) -> some View {
        modifier(_ColorFilterEffect(filter: _BrightnessFilter(value: amount)))
    }

    /// Scales the view's contrast around middle grey (1 leaves it, 0 makes it grey, negative inverts).
    public func contrast(_ amount: Double) -> some View {
        modifier(_ColorFilterEffect(filter: _ContrastFilter(value: amount)))
    }

    /// Scales the view's saturation (1 leaves it, 0 makes it grey, above 1 intensifies).
    public func saturation(_ amount: Double) -> some View {
        modifier(_ColorFilterEffect(filter: _SaturationFilter(value: amount)))
    }

    /// Removes `amount` (0…1) of the view's colour.
    public func grayscale(_ amount: Double) -> some View {
        modifier(_ColorFilterEffect(filter: _GrayscaleFilter(value: amount)))
    }

    /// Multiplies every colour of the view by `color`.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorFilterEffect(filter: _ColorMultiplyFilter(color: color)))
    }

    /// Inverts every colour of the view.
    public func colorInvert() -> some View { modifier(_ColorFilterEffect(filter: _ColorInvertFilter())) }

    /// Makes the view black, as opaque as it is light: a mask of its luminance.
    public func luminanceToAlpha() -> some View { modifier(_ColorFilterEffect(filter: _LuminanceToAlphaFilter())) }
}

/// A colour filter on one view: its amount animates, and it draws as a colour-matrix layer.
final class ColorFilterNode<Filter: _ColorFilter>: WrappingLayoutNode, ModifierApplication, AnimatingNode {
    private var amount: AnimatedValue<Filter.Amount>?
    var animatedInputs: [AnimatedInput] { [AnimatedInput("amount", amount)] }

    func apply(_ modifier: _ColorFilterEffect<Filter>, context: ResolveContext) {
        amount = fed(amount, modifier.filter.amount(in: context.environment), transaction: context.transaction)
    }

    func tick(at time: TimeInterval) -> Bool {
        guard let amount else { return false }
        amount.tick(at: time)
        return amount.isAnimating
    }

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        guard let shown = amount?.presented else { return super.render(into: &builder, space: space) }
        let matrix = Filter.matrix(shown)
        guard matrix != .identity else { return super.render(into: &builder, space: space) }
        builder.withEffect(.colorMatrix(matrix), viewID: nodeID) { super.render(into: &$0, space: space) }
    }
}
