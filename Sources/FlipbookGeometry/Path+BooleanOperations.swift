import Foundation

/// The iOS 17 path operations. Each treats open subpaths as closed and decides what is inside each path by the
/// non-zero rule or, with `eoFill`, the even-odd rule. A region operation returns only outlines, clockwise on screen
/// around filled regions and anticlockwise around holes, so its result fills the same by either rule. Curves come
/// back as straight pieces within 0.05 points (less for small paths), which fill and stroke as the curves do.
extension Path {
    /// A path whose filled region is everything in either path.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PlanarBoolean.region(.union, self, other, eoFill: eoFill)
    }

    /// A path whose filled region is what both paths fill.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PlanarBoolean.region(.intersection, self, other, eoFill: eoFill)
    }

    /// A path whose filled region is this path's with `other`'s removed.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PlanarBoolean.region(.subtraction, self, other, eoFill: eoFill)
    }

    /// A path whose filled region is what exactly one of the two paths fills.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PlanarBoolean.region(.symmetricDifference, self, other, eoFill: eoFill)
    }

    /// The parts of this path's line inside `other`'s filled region. Subpaths that are cut become open; a closed
    /// subpath wholly inside stays closed.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PlanarBoolean.lines(of: self, true, other, eoFill: eoFill)
    }

    /// The parts of this path's line outside `other`'s filled region. Subpaths that are cut become open; a closed
    /// subpath wholly outside stays closed.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PlanarBoolean.lines(of: self, false, other, eoFill: eoFill)
    }

    /// A copy with the same filled region and no self-intersections: outlines only, clockwise on screen around
    /// filled regions and anticlockwise around holes. Note that `eoFill` defaults to true here, as in SwiftUI.
    public func normalized(eoFill: Bool = true) -> Path {
        PlanarBoolean.region(.normalization, self, Path(), eoFill: eoFill)
    }
}
