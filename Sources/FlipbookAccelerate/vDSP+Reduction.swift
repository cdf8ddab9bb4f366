extension vDSP {
    /// The sum of the elements of `vector`.
    public static func sum<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        folded(vector, 0, +)
    }

    /// The sum of the squares of the elements of `vector`.
    public static func sumOfSquares<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        folded(vector, 0) { $0 + $1 * $1 }
    }

    /// The sum of the magnitudes of the elements of `vector`.
    public static func sumOfMagnitudes<U: AccelerateBuffer>(_ vector: U) -> U.Element
    where U.Element: BinaryFloatingPoint {
        folded(vector, 0) { $0 + $1.magnitude }
    }

    /// The mean of the elements of `vector` (zero when it is empty).
    public static func mean<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        vector.count == 0 ? 0 : sum(vector) / U.Element(vector.count)
    }

    /// The mean of the squares of the elements of `vector` (zero when it is empty).
    public static func meanSquare<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        vector.count == 0 ? 0 : sumOfSquares(vector) / U.Element(vector.count)
    }

    /// The square root of the mean of the squares of the elements of `vector`.
    public static func rootMeanSquare<U: AccelerateBuffer>(_ vector: U) -> U.Element
    where U.Element: BinaryFloatingPoint {
        meanSquare(vector).squareRoot()
    }

    /// The largest element of `vector` (`-infinity` when it is empty, as in Accelerate).
    public static func maximum<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        folded(vector, -U.Element.infinity) { max($0, $1) }
    }

    /// The smallest element of `vector` (`infinity` when it is empty, as in Accelerate).
    public static func minimum<U: AccelerateBuffer>(_ vector: U) -> U.Element where U.Element: BinaryFloatingPoint {
        folded(vector, U.Element.infinity) { min($0, $1) }
    }

    /// The largest magnitude among the elements of `vector`.
    public static func maximumMagnitude<U: AccelerateBuffer>(_ vector: U) -> U.Element
    where U.Element: BinaryFloatingPoint {
        folded(vector, 0) { max($0, $1.magnitude) }
    }

    /// The dot product of two vectors.
    public static func dot<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> T.Element
    where T.Element == U.Element, T.Element: BinaryFloatingPoint {
        combined(vectorA, vectorB, *).reduce(0, +)
    }

    /// The square of the Euclidean distance between two points given as vectors.
    public static func distanceSquared<T: AccelerateBuffer, U: AccelerateBuffer>(_ pointA: T, _ pointB: U) -> T.Element
    where T.Element == U.Element, T.Element: BinaryFloatingPoint {
        combined(pointA, pointB) { ($0 - $1) * ($0 - $1) }.reduce(0, +)
    }
}
