import Foundation

/// A two-dimensional vector, as in CoreGraphics (Foundation on Linux does not provide it).
public struct CGVector: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The change along x.
    public var dx: CGFloat
    /// The change along y.
    public var dy: CGFloat

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// A vector of `dx` and `dy`.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// A vector of `dx` and `dy`.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }

    public var description: String { "(\(dx), \(dy))" }
}
