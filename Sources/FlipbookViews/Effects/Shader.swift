import Foundation

/// The Metal shader API of iOS 17 (`ShaderLibrary`, `Shader`, `colorEffect`, `distortionEffect`, `layerEffect`),
/// accepted so that code using it compiles and runs. Flipbook cannot run Metal: a view with a shader effect is
/// drawn without it, a shader fill draws nothing, and the first use of each shader function logs a runtime warning
/// naming it.
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case main
        case bundle(String)
        case url(URL)
        case data(Data)
    }

    let source: Source

    /// The app's default library (the `.metal` files compiled into its main bundle).
    public static let `default` = ShaderLibrary(source: .main)

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: .bundle(bundle.bundlePath)) }

    /// A library read from a compiled `.metallib` file.
    public init(url: URL) { source = .url(url) }

    /// A library read from compiled `.metallib` data.
    public init(data: Data) { source = .data(data) }

    init(source: Source) { self.source = source }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderLibrary.default[dynamicMember: name] }
}

/// A function of a shader library; calling it with arguments makes a `Shader`.
public struct ShaderFunction: Hashable, Sendable {
    /// The library the function is in.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String

    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader calling this function with `arguments`.
    public func callAsFunction(_ arguments: Shader.Argument...) -> Shader { Shader(function: self, arguments: arguments) }
}

/// A shader function with its arguments (see `ShaderLibrary`: Flipbook does not run it).
public struct Shader: Equatable, Sendable {
    /// A value passed to a shader function.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, Sendable {
            case floats([Float])
            case color(Color)
            case colors([Color])
            case image(Image)
            case data(Data)
            case boundingRect
        }

        let value: Value

        /// A `float`.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Float(x)])) }
        /// A `float2`.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y)]))
        }
        /// A `float2` from a point.
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        /// A `float2` from a size.
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        /// A `float2` from a vector.
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
        /// A `float3`.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z)]))
        }
        /// A `float4`.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
        }
        /// An array of `float`s (a pointer and a count to the function).
        public static func floatArray<T: BinaryFloatingPoint>(_ array: [T]) -> Argument {
            Argument(value: .floats(array.map { Float($0) }))
        }
        /// A colour (a `half4`).
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        /// An array of colours.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
        /// An image (a `texture2d<half>`).
        public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
        /// Raw bytes.
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The bounding rectangle of the shape or view the shader draws (a `float4`).
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
    }

    /// The function the shader calls.
    public var function: ShaderFunction
    /// The arguments it is called with.
    public var arguments: [Argument]
    /// Whether the result is dithered (accepted).
    public var dithersColor = false

    /// A shader calling `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// The warning the first use of this shader's function logs.
    var notRunWarning: String {
        "Metal shaders do not run in Flipbook: '\(function.name)' is drawn without its effect."
    }
}

extension View {
    /// Changes each pixel's colour with a shader (not run: the view is drawn as it is, with a warning).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(shader: shader, isEnabled: isEnabled))
    }

    /// Moves each pixel with a shader (not run: the view is drawn as it is, with a warning).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(shader: shader, isEnabled: isEnabled))
    }

    /// Redraws the view's layer with a shader (not run: the view is drawn as it is, with a warning).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(ShaderEffectModifier(shader: shader, isEnabled: isEnabled))
    }
}

/// A shader effect on a view: it changes nothing, and warns once.
struct ShaderEffectModifier: ViewModifier {
    let shader: Shader
    let isEnabled: Bool

    func body(content: Content) -> some View {
        if isEnabled { GraphWarnings.logOnce(shader.notRunWarning) }
        return content
    }
}

extension VisualEffect {
    /// Changes each pixel's colour with a shader (not run: a warning is logged).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { notRun(shader, isEnabled) }

    /// Moves each pixel with a shader (not run: a warning is logged).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        notRun(shader, isEnabled)
    }

    /// Redraws the view's layer with a shader (not run: a warning is logged).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        notRun(shader, isEnabled)
    }

    private func notRun(_ shader: Shader, _ isEnabled: Bool) -> _VisualEffectChain {
        if isEnabled { GraphWarnings.logOnce(shader.notRunWarning) }
        return _VisualEffectChain(_steps: _steps)
    }
}

extension Shader: ShapeStyle {}

extension Shader: ResolvableShapeStyle {
    /// A shader fill is not run: it paints nothing.
    nonisolated func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        GraphWarnings.logOnce(notRunWarning)
        return .color(Color.clear.resolve(in: environment))
    }
}
