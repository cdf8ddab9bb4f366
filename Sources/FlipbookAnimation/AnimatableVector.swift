/// An array-backed animatable vector of any length: the community pattern for animating a variable number of
/// values (a polygon's points, a chart's bars).
///
/// Like SwiftUI's internal array data, `+` and `−` act on the overlapping prefix (the shorter length) and
/// `zero` is the empty vector, so vectors of different lengths combine without trapping.
public struct AnimatableVector: VectorArithmetic, Hashable, Sendable, ExpressibleByArrayLiteral,
    RandomAccessCollection, MutableCollection {
    /// The components, one per animated number.
    public var values: [Double]

    /// A vector of `values`; an empty one acts as zero of any length.
    public init(_ values: [Double] = []) { self.values = values }
    public init(arrayLiteral elements: Double...) { values = elements }

    public static var zero: AnimatableVector { AnimatableVector() }

    /// Vectors are equal when they agree where both have values and are zero where only one has: the empty
    /// `zero` equals a vector of zeros, so an unchanged value (whose difference is all zeros) is not animated.
    public static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
        let common = Swift.min(lhs.values.count, rhs.values.count)
        for i in 0..<common where lhs.values[i] != rhs.values[i] { return false }
        return lhs.values[common...].allSatisfy { $0 == 0 } && rhs.values[common...].allSatisfy { $0 == 0 }
    }

    /// Hashes the values without their trailing zeros, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        let end = (values.lastIndex { $0 != 0 } ?? -1) + 1
        for value in values[..<end] { hasher.combine(value == 0 ? 0 : value) }
        hasher.combine(end)
    }

    public static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        combine(lhs, rhs, +)
    }
    public static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        combine(lhs, rhs, -)
    }
    public static func += (lhs: inout AnimatableVector, rhs: AnimatableVector) { lhs = lhs + rhs }
    public static func -= (lhs: inout AnimatableVector, rhs: AnimatableVector) { lhs = lhs - rhs }

    /// The zero vector is empty, so `zero ± v` keeps `v`'s length; otherwise the shorter length wins.
    private static func combine(_ lhs: AnimatableVector, _ rhs: AnimatableVector,
                                _ op: (Double, Double) -> Double) -> AnimatableVector {
        if lhs.values.isEmpty { return AnimatableVector(rhs.values.map { op(0, $0) }) }
        if rhs.values.isEmpty { return lhs }
        return AnimatableVector(zip(lhs.values, rhs.values).map(op))
    }

    public mutating func scale(by rhs: Double) {
        for i in values.indices { values[i] *= rhs }
    }

    public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    public var startIndex: Int { values.startIndex }
    public var endIndex: Int { values.endIndex }
    public subscript(position: Int) -> Double {
        get { values[position] }
        set { values[position] = newValue }
    }
}
