import Foundation

/// Core Foundation's array, as Core Graphics takes one (`[a, b] as CFArray`): Foundation's `NSArray` on Linux.
public typealias CFArray = NSArray
/// Core Foundation's string, as Core Graphics names colour spaces with: Swift's `String` on Linux.
public typealias CFString = String

/// How a colour space's components are read.
public enum CGColorSpaceModel: Int32, Sendable {
    /// A space of no known model.
    case unknown = -1
    /// Grey.
    case monochrome
    /// Red, green and blue.
    case rgb
    /// Cyan, magenta, yellow and black (not drawn by Flipbook).
    case cmyk
    /// CIE Lab (not drawn by Flipbook).
    case lab
    /// Several named inks (not drawn by Flipbook).
    case deviceN
    /// A palette (not drawn by Flipbook).
    case indexed
    /// A pattern (not drawn by Flipbook).
    case pattern
    /// CIE XYZ (not drawn by Flipbook).
    case XYZ
}

/// A colour space, as Core Graphics names one. Flipbook draws every colour in sRGB: a space only says how many
/// components a colour of it has (grey and alpha, or red, green, blue and alpha).
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The space's name (`CGColorSpace.sRGB`…).
    public let name: CFString?
    /// How its components are read.
    public let model: CGColorSpaceModel

    /// The colour components of the space, without alpha: 3 for RGB, 1 for grey.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    init(name: CFString?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// The space named `name`: the RGB and grey names Core Graphics defines; nil for any other.
    public convenience init?(name: CFString) {
        if Self.greyNames.contains(name) {
            self.init(name: name, model: .monochrome)
        } else if Self.rgbNames.contains(name) {
            self.init(name: name, model: .rgb)
        } else {
            return nil
        }
    }

    /// sRGB.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// sRGB, with components beyond 0…1.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// sRGB's primaries with linear components.
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Linear sRGB, with components beyond 0…1.
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    /// Display P3 (drawn as sRGB).
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Generic RGB (drawn as sRGB).
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    /// Grey with a 2.2 gamma.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Grey, with components beyond 0…1.
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"

    private static let rgbNames: Set<CFString> = [sRGB, extendedSRGB, linearSRGB, extendedLinearSRGB, displayP3,
                                                  genericRGBLinear]
    private static let greyNames: Set<CFString> = [genericGrayGamma2_2, linearGray, extendedGray]

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }
}

/// The device's RGB space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB, model: .rgb) }
/// The device's grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.genericGrayGamma2_2, model: .monochrome)
}

extension CGColor {
    /// A colour of `space`'s components followed by alpha, read from `components`.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        if space.model == .monochrome {
            self.init(gray: components[0], alpha: components[1])
        } else {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }
}

/// Whether a Core Graphics gradient paints beyond its first and last locations, with their colours.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Paints the first colour before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Paints the last colour after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// Colours at locations from 0 to 1, which `CGContext.drawLinearGradient` and `drawRadialGradient` paint.
public final class CGGradient: @unchecked Sendable {
    /// The colours and their locations, in order of location.
    public let stops: [(color: CGColor, location: CGFloat)]

    /// A gradient of `colors` (`CGColor`s), at `locations` (one per colour, 0…1) or evenly spaced without
    /// them. Nil when `colors` holds something other than colours, or fewer than one.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        stops = Self.placed(cgColors, locations: locations)
    }

    /// A gradient of `count` colours, each `space`'s components followed by alpha, read one after another from
    /// `components`, at `locations` (or evenly spaced).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        let colors = (0..<count).compactMap { index in
            CGColor(colorSpace: space, components: components + index * stride)
        }
        stops = Self.placed(colors, locations: locations)
    }

    private static func placed(_ colors: [CGColor],
                               locations: UnsafePointer<CGFloat>?) -> [(color: CGColor, location: CGFloat)] {
        let stops = colors.indices.map { index -> (color: CGColor, location: CGFloat) in
            let even = colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1)
            let given = locations.map { $0[index] } ?? even
            return (colors[index], given.isFinite ? min(max(given, 0), 1) : even)
        }
        return stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
