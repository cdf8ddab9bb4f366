import Foundation

/// How a boundary space maps to the canvas: once with every effect (what is drawn), and once without the
/// effects that are ignored by layout (what coordinate conversions and geometry readers see).
///
/// The two mappings differ only under an `ignoredByLayout()` effect, so the layout mapping is stored apart
/// only then. A space stays at 96 bytes rather than 160: every boundary keeps the space it drew in, and an
/// animating view redraws (and so rewrites it) on every frame.
struct RenderSpace: Equatable {
    private var drawing: ProjectionTransform
    /// The layout mapping when it differs from `drawing`; nil when they are the same.
    private var separateLayout: LayoutMapping?
    /// Named coordinate spaces of the ancestors, with their layout transforms.
    var namedSpaces: [AnyHashable: ProjectionTransform]
    /// The product of the ancestors' opacities (for inspection; drawing uses groups).
    var opacity: Double = 1

    init(transform: ProjectionTransform, layoutTransform: ProjectionTransform,
         namedSpaces: [AnyHashable: ProjectionTransform], opacity: Double = 1) {
        drawing = transform
        self.namedSpaces = namedSpaces
        self.opacity = opacity
        self.layoutTransform = layoutTransform
    }

    static var root: RenderSpace {
        RenderSpace(transform: ProjectionTransform(), layoutTransform: ProjectionTransform(), namedSpaces: [:])
    }

    /// Maps the space's coordinates to the canvas as drawn, with every effect.
    var transform: ProjectionTransform {
        get { drawing }
        set {
            // Setting one mapping leaves the other as it was.
            if separateLayout == nil, newValue != drawing {
                separateLayout = LayoutMapping(transform: drawing)
            } else if let separateLayout, separateLayout.transform == newValue {
                self.separateLayout = nil
            }
            drawing = newValue
        }
    }

    /// Maps the space's coordinates to the canvas as layout sees them, without effects ignored by layout.
    var layoutTransform: ProjectionTransform {
        get { separateLayout?.transform ?? drawing }
        set { separateLayout = newValue == drawing ? nil : LayoutMapping(transform: newValue) }
    }

    /// The space of a child boundary at `origin`, whose content is further transformed by `effect`.
    func entering(origin: CGPoint, effect: ProjectionTransform = ProjectionTransform(),
                  affectsLayout: Bool = true) -> RenderSpace {
        let translation = ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y))
        let step = effect.concatenating(translation)
        var result = self
        result.drawing = step.concatenating(drawing)
        // The usual case: layout saw everything drawing did so far, and sees this effect too.
        if separateLayout == nil && affectsLayout { return result }
        result.layoutTransform = (affectsLayout ? step : translation).concatenating(layoutTransform)
        return result
    }

    /// A hash of the transforms and opacity (FNV-1a over their bits), cheap enough to take on every draw.
    var fingerprint: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: CGFloat) { hash = (hash ^ UInt64(value.bitPattern)) &* 0x100_0000_01b3 }
        func mix(_ t: ProjectionTransform) {
            mix(t.m11); mix(t.m12); mix(t.m13)
            mix(t.m21); mix(t.m22); mix(t.m23)
            mix(t.m31); mix(t.m32); mix(t.m33)
        }
        mix(drawing)
        if let separateLayout { mix(separateLayout.transform) }
        mix(CGFloat(opacity))
        return hash
    }
}

/// A layout mapping that differs from the drawn one, boxed so that spaces without one stay small.
private final class LayoutMapping: Equatable {
    let transform: ProjectionTransform

    init(transform: ProjectionTransform) {
        self.transform = transform
    }

    static func == (lhs: LayoutMapping, rhs: LayoutMapping) -> Bool { lhs.transform == rhs.transform }
}
