import Foundation

/// The outline of a 2-D shape, with SwiftUI's API.
///
/// A path is a list of elements. As in CoreGraphics, each `move` starts a subpath; segments added after
/// `closeSubpath()` continue from the start of the subpath just closed.
public struct Path: Equatable, Sendable {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point, bent towards `control`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point, bent towards `control1` and then `control2`.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The elements in order; kept internal so every mutation goes through the builder methods.
    var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates an empty path, then runs `callback` to add its elements.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    init(elements: [Element]) { self.elements = elements }

    /// Appends one element. The first reserves room for several: paths are built an element at a time, often
    /// anew on every frame, and growing from a single element would reallocate three or four times per shape.
    mutating func append(_ element: Element) {
        if elements.count == elements.capacity { elements.reserveCapacity(Swift.max(8, 2 * elements.count)) }
        elements.append(element)
    }

    /// Whether the path contains no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, or nil when the path has no points. After `closeSubpath()` this is the
    /// start of the closed subpath.
    public var currentPoint: CGPoint? {
        // Read from the end: every segment is added through this check, so reading the whole path would make
        // building one quadratic in its length.
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            return p
        case .closeSubpath:
            for element in elements.reversed() {
                if case .move(let p) = element { return p }
            }
            return nil
        }
    }

    /// Calls `body` with each element of the path.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    // MARK: Building

    /// Begins a new subpath at `end`.
    public mutating func move(to end: CGPoint) {
        append(.move(to: end))
    }

    /// Appends a straight line from the current point. Without a current point nothing is added (CoreGraphics
    /// reports the same misuse and ignores it).
    public mutating func addLine(to end: CGPoint) {
        guard currentPoint != nil else { return }
        append(.line(to: end))
    }

    /// Appends a quadratic Bézier curve from the current point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return }
        append(.quadCurve(to: end, control: control))
    }

    /// Appends a cubic Bézier curve from the current point.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return }
        append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func closeSubpath() {
        guard let last = elements.last else { return }
        if case .closeSubpath = last { return }
        append(.closeSubpath)
    }

    /// Appends a sequence of connected lines: a move to the first point, then lines to the others.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for p in lines.dropFirst() { append(.line(to: p)) }
    }

    /// Appends another path, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.applying(transform).elements)
    }

    // MARK: Transforming

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        return Path(elements: elements.map { $0.applying(transform) })
    }

    /// The path translated by `(dx, dy)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Whether the subpath in progress has segments and is still open, so an arc joins it with a line.
    var hasOpenSubpath: Bool {
        guard let last = elements.last else { return false }
        if case .closeSubpath = last { return false }
        return true
    }
}

extension Path.Element {
    func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}
