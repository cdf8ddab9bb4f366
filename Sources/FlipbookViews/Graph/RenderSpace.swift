import Foundation

/// How a boundary space maps to the canvas: once with every effect (what is drawn), and once without the
/// effects that are ignored by layout (what coordinate conversions and geometry readers see), with the named
/// coordinate spaces of its ancestors.
///
/// The layout mapping differs from the drawn one only under an `ignoredByLayout()` effect, and named spaces exist
/// only under `coordinateSpace(name:)`: both live in one box that is nil otherwise. A space is then plain data,
/// copied without reference counting, and every boundary of an animation copies and compares spaces on every
/// frame.
struct RenderSpace: Equatable {
    private var drawing: ProjectionTransform
    /// The layout mapping when it differs from `drawing`, and the named spaces; nil when there are neither.
    private var extras: Extras?
    /// The product of the ancestors' opacities (for inspection; drawing uses effects).
    var opacity: Double = 1

    init(transform: ProjectionTransform, layoutTransform: ProjectionTransform,
         namedSpaces: [AnyHashable: NamedSpace], opacity: Double = 1) {
        drawing = transform
        self.opacity = opacity
        self.layoutTransform = layoutTransform
        self.namedSpaces = namedSpaces
    }

    static var root: RenderSpace {
        RenderSpace(transform: ProjectionTransform(), layoutTransform: ProjectionTransform(), namedSpaces: [:])
    }

    /// Maps the space's coordinates to the canvas as drawn, with every effect.
    var transform: ProjectionTransform {
        get { drawing }
        set {
            // Setting one mapping leaves the other as it was.
            if extras?.layout == nil, newValue != drawing {
                setExtras(layout: drawing, named: namedSpaces)
            } else if let layout = extras?.layout, layout == newValue {
                setExtras(layout: nil, named: namedSpaces)
            }
            drawing = newValue
        }
    }

    /// Maps the space's coordinates to the canvas as layout sees them, without effects ignored by layout.
    var layoutTransform: ProjectionTransform {
        get { extras?.layout ?? drawing }
        set { setExtras(layout: newValue == drawing ? nil : newValue, named: namedSpaces) }
    }

    /// Named coordinate spaces of the ancestors, with their layout transforms and sizes.
    var namedSpaces: [AnyHashable: NamedSpace] {
        get { extras?.named ?? [:] }
        set { setExtras(layout: extras?.layout, named: newValue) }
    }

    private mutating func setExtras(layout: ProjectionTransform?, named: [AnyHashable: NamedSpace]) {
        extras = layout == nil && named.isEmpty ? nil : Extras(layout: layout, named: named)
    }

    /// The space of a child boundary at `origin`, whose content is further transformed by `effect` (nil: none,
    /// the case of every leaf view, which then costs a translation rather than two matrix products).
    func entering(origin: CGPoint, effect: ProjectionTransform? = nil, affectsLayout: Bool = true) -> RenderSpace {
        var result = self
        guard let effect else {
            result.drawing = drawing.afterTranslation(x: origin.x, y: origin.y)
            if let layout = extras?.layout {
                result.layoutTransform = layout.afterTranslation(x: origin.x, y: origin.y)
            }
            return result
        }
        let translation = ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y))
        let step = effect.concatenating(translation)
        result.drawing = step.concatenating(drawing)
        // The usual case: layout saw everything drawing did so far, and sees this effect too.
        if extras?.layout == nil && affectsLayout { return result }
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
        if let layout = extras?.layout { mix(layout) }
        mix(CGFloat(opacity))
        return hash
    }

    static func == (lhs: RenderSpace, rhs: RenderSpace) -> Bool {
        guard lhs.drawing == rhs.drawing, lhs.opacity == rhs.opacity else { return false }
        switch (lhs.extras, rhs.extras) {
        case (nil, nil): return true
        case let (a?, b?): return a === b || (a.layout == b.layout && a.named == b.named)
        default: return false
        }
    }
}

extension ProjectionTransform {
    /// A translation by (x, y) followed by this transform: `translation.concatenating(self)`, with only the row
    /// that changes computed.
    func afterTranslation(x: CGFloat, y: CGFloat) -> ProjectionTransform {
        var result = self
        result.m31 = x * m11 + y * m21 + m31
        result.m32 = x * m12 + y * m22 + m32
        result.m33 = x * m13 + y * m23 + m33
        return result
    }
}

extension RenderSpace {
    /// This space, given relative to `old`, moved with it to `new`: where a view drawn in `old`'s content is
    /// once `old` became `new`. This space unchanged when `old` is `new` or cannot be undone (scaled to nothing).
    func rebased(from old: RenderSpace, onto new: RenderSpace) -> RenderSpace {
        guard old != new else { return self }
        var undo = old.transform, undoLayout = old.layoutTransform
        guard undo.invert(), undoLayout.invert() else { return self }
        var result = self
        result.transform = transform.concatenating(undo).concatenating(new.transform)
        result.layoutTransform = layoutTransform.concatenating(undoLayout).concatenating(new.layoutTransform)
        return result
    }

    /// A shadow offset given in this space's points, as the canvas (or, under a projection, the flat picture)
    /// applies it.
    func shadowOffset(_ offset: CGSize) -> CGSize {
        guard transform.isAffine else { return offset }
        let origin = transform.projecting(.zero) ?? .zero
        let moved = transform.projecting(CGPoint(x: offset.width, y: offset.height)) ?? .zero
        return CGSize(width: moved.x - origin.x, height: moved.y - origin.y)
    }
}

/// What a space has beyond its drawn mapping; never changed once made.
private final class Extras {
    let layout: ProjectionTransform?
    let named: [AnyHashable: NamedSpace]

    init(layout: ProjectionTransform?, named: [AnyHashable: NamedSpace]) {
        self.layout = layout
        self.named = named
    }
}

/// A named coordinate space (`coordinateSpace(name:)`, a scroll view's `.scrollView`): how its coordinates map to
/// the canvas as layout sees them, and the size of the view that names it (what `GeometryProxy.bounds(of:)`
/// gives).
struct NamedSpace: Equatable {
    /// Maps the space's coordinates to the canvas.
    var transform: ProjectionTransform
    /// The size of the view that names the space: the visible area of a scroll view.
    var size: CGSize
}
