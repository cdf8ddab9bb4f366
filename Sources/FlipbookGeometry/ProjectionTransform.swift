import Foundation

/// A 3×3 projective transform with SwiftUI's names and row-vector convention: a point `(x, y)` maps to
/// `((m11·x + m21·y + m31)/w, (m12·x + m22·y + m32)/w)` with `w = m13·x + m23·y + m33`.
public struct ProjectionTransform: Hashable, Codable, Sendable {
    /// The first row: how x contributes to x, y and w.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row: how y contributes to x, y and w.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row: the translation and the perspective divisor's constant.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }

    /// The 2-D projection of a 3-D transform: the z row and column are dropped.
    public init(_ m: CATransform3D) {
        m11 = m.m11; m12 = m.m12; m13 = m.m14
        m21 = m.m21; m22 = m.m22; m23 = m.m24
        m31 = m.m41; m32 = m.m42; m33 = m.m44
    }

    init(rows r: [[CGFloat]]) {
        m11 = r[0][0]; m12 = r[0][1]; m13 = r[0][2]
        m21 = r[1][0]; m22 = r[1][1]; m23 = r[1][2]
        m31 = r[2][0]; m32 = r[2][1]; m33 = r[2][2]
    }

    var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective part (`m13 = m23 = 0`, `m33 = 1`).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Whether the transform only moves points (by a finite amount).
    public var isTranslation: Bool {
        isAffine && m11 == 1 && m12 == 0 && m21 == 0 && m22 == 1 && m31.isFinite && m32.isFinite
    }

    /// The affine part (meaningful when ``isAffine``).
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// Inverts in place; returns false (leaving the transform unchanged) when it is singular.
    @discardableResult
    public mutating func invert() -> Bool {
        // An affine transform (every layout boundary's) is inverted in closed form: a translation's inverse is
        // exactly the opposite translation, where elimination would leave rounding in sizes measured across it.
        if m13 == 0, m23 == 0, m33 == 1 {
            let det = m11 * m22 - m12 * m21
            guard det != 0, det.isFinite else { return false }
            let (a, b, c, d, tx, ty) = (m11, m12, m21, m22, m31, m32)
            m11 = d / det; m12 = -b / det
            m21 = -c / det; m22 = a / det
            m31 = (c * ty - d * tx) / det; m32 = (b * tx - a * ty) / det
            return true
        }
        guard let inverse = invertMatrix(rows) else { return false }
        self = ProjectionTransform(rows: inverse)
        return true
    }

    /// The inverse, or the receiver unchanged when it is singular.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// `self` followed by `rhs` (the product `self · rhs`).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// Maps a point with the homogeneous divide; nil when the point lands at or behind the eye (`w ≤ 0`).
    public func projecting(_ p: CGPoint) -> CGPoint? {
        let w = m13 * p.x + m23 * p.y + m33
        guard w > 0 else { return nil }
        return CGPoint(x: (m11 * p.x + m21 * p.y + m31) / w, y: (m12 * p.x + m22 * p.y + m32) / w)
    }
}

extension CGPoint {
    /// The point mapped through `m` with the homogeneous divide. Points at or behind the eye (`w ≤ 0`) map to
    /// infinity, as SwiftUI treats them.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        m.projecting(self) ?? CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
    }
}

extension CGRect {
    /// The smallest rectangle containing this one's corners mapped through `transform`; nil when a corner lands
    /// at or behind the eye.
    package func boundingBox(projectedBy transform: ProjectionTransform) -> CGRect? {
        // A translation moves the rectangle and keeps its size exactly: a frame measured across boundaries reads
        // back the width it was laid out with (343, not 343.00000000000006), so `Int(width / page)` counts right.
        if transform.m11 == 1, transform.m12 == 0, transform.m13 == 0, transform.m21 == 0, transform.m22 == 1,
           transform.m23 == 0, transform.m33 == 1 {
            return standardized.offsetBy(dx: transform.m31, dy: transform.m32)
        }
        var low = CGPoint(x: CGFloat.infinity, y: .infinity), high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        for corner in [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                       CGPoint(x: maxX, y: maxY)] {
            guard let p = transform.projecting(corner) else { return nil }
            low = CGPoint(x: min(low.x, p.x), y: min(low.y, p.y))
            high = CGPoint(x: max(high.x, p.x), y: max(high.y, p.y))
        }
        return CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }
}
