import Foundation

/// A shape style that tiles a picture: the part `sourceRect` of `image` (in unit coordinates of the picture),
/// drawn at `scale` points per pixel and repeated across the region from its top-left corner.
public struct ImagePaint: ShapeStyle, ResolvableShapeStyle {
    /// The picture (a named image; a symbol paints nothing).
    public var image: Image
    /// The part of the picture that is tiled, in unit coordinates (the whole picture by default).
    public var sourceRect: CGRect
    /// Points per pixel of the picture.
    public var scale: CGFloat

    /// A paint tiling `sourceRect` of `image` at `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        guard case let .named(name, bundle, _) = image.source,
              let file = ImageFile.named(name, bundle: bundle, in: environment.imageFolders) else {
            return .color(Color.clear.resolved())
        }
        return ResolvedPaint.image(file, sourceRect: sourceRect, scale: scale)
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A picture tiled across the region (`ImagePaint`).
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

struct ImageFoldersKey: EnvironmentKey { static let defaultValue: [URL] = [] }

extension EnvironmentValues {
    /// The folders named pictures are found in (the graph's resource folders), for styles that paint them.
    var imageFolders: [URL] {
        get { self[ImageFoldersKey.self] }
        set { self[ImageFoldersKey.self] = newValue }
    }
}

extension ResolvedPaint {
    /// What text painted with a picture is drawn in (text is drawn in one colour).
    static let pictureStandIn = Color(white: 0.5).resolved()

    /// A picture tiled from the region's corner.
    static func image(_ file: ImageFile, sourceRect: CGRect, scale: CGFloat) -> ResolvedPaint {
        // One opaque stop: the picture's stand-in colour, and what opacity multiplies.
        ResolvedPaint(kind: .image(file, sourceRect: sourceRect, scale: scale),
                      stops: [DisplayList.GradientStop(color: pictureStandIn, location: 0)])
    }
}
