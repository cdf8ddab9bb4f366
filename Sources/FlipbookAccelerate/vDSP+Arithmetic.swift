extension vDSP {
    /// The element-wise sum of two vectors.
    public static func add<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [T.Element]
    where T.Element == U.Element, T.Element: BinaryFloatingPoint {
        combined(vectorA, vectorB, +)
    }

    /// Writes the element-wise sum of two vectors into `result`.
    public static func add<T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer>(
        _ vectorA: T, _ vectorB: U, result: inout V
    ) where T.Element == U.Element, V.Element == T.Element, T.Element: BinaryFloatingPoint {
        write(combined(vectorA, vectorB, +), into: &result)
    }

    /// `scalar` added to each element of `vector`.
    public static func add<U: AccelerateBuffer>(_ scalar: U.Element, _ vector: U) -> [U.Element]
    where U.Element: BinaryFloatingPoint {
        mapped(vector) { scalar + $0 }
    }

    /// Writes `scalar` added to each element of `vector` into `result`.
    public static func add<U: AccelerateBuffer, V: AccelerateMutableBuffer>(
        _ scalar: U.Element, _ vector: U, result: inout V
    ) where V.Element == U.Element, U.Element: BinaryFloatingPoint {
        write(mapped(vector) { scalar + $0 }, into: &result)
    }

    /// The element-wise difference `vectorA - vectorB`.
    public static func subtract<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [T.Element]
    where T.Element == U.Element, T.Element: BinaryFloatingPoint {
        combined(vectorA, vectorB, -)
    }

    /// Writes the element-wise difference `vectorA - vectorB` into `result`.
    public static func subtract<T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer>(
        _ vectorA: T, _ vectorB: U, result: inout V
    ) where T.Element == U.Element, V.Element == T.Element, T.Element: BinaryFloatingPoint {
        write(combined(vectorA, vectorB, -), into: &result)
    }

    /// Each element of `vector` multiplied by `scalar`.
    public static func multiply<U: AccelerateBuffer>(_ scalar: U.Element, _ vector: U) -> [U.Element]
    where U.Element: BinaryFloatingPoint {
        mapped(vector) { scalar * $0 }
    }

    /// Writes each element of `vector` multiplied by `scalar` into `result`.
    public static func multiply<U: AccelerateBuffer, V: AccelerateMutableBuffer>(
        _ scalar: U.Element, _ vector: U, result: inout V
    ) where V.Element == U.Element, U.Element: BinaryFloatingPoint {
        write(mapped(vector) { scalar * $0 }, into: &result)
    }

    /// The element-wise product of two vectors.
    public static func multiply<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [T.Element]
    where T.Element == U.Element, T.Element: BinaryFloatingPoint {
        combined(vectorA, vectorB, *)
    }

    /// Writes the element-wise product of two vectors into `result`.
    public static func multiply<T: AccelerateBuffer, U: AccelerateBuffer, V: AccelerateMutableBuffer>(
        _ vectorA: T, _ vectorB: U, result: inout V
    ) where T.Element == U.Element, V.Element == T.Element, T.Element: BinaryFloatingPoint {
        write(combined(vectorA, vectorB, *), into: &result)
    }

    /// Each element of `vector` divided by `scalar`.
    public static func divide<U: AccelerateBuffer>(_ vector: U, _ scalar: U.Element) -> [U.Element]
    where U.Element: BinaryFloatingPoint {
        mapped(vector) { $0 / scalar }
    }

    /// `scalar` divided by each element of `vector`.
    public static func divide<U: AccelerateBuffer>(_ scalar: U.Element, _ vector: U) -> [U.Element]
    where U.Element: BinaryFloatingPoint {
        mapped(vector) { scalar / $0 }
    }

    /// The element-wise quotient `vectorA / vectorB`.
    public static func divide<T: AccelerateBuffer, U: AccelerateBuffer>(_ vectorA: T, _ vectorB: U) -> [T.Element]
    where T.Element == U.Element, T.Element: BinaryFloatingPoint {
        combined(vectorA, vectorB, /)
    }

    /// Each element of `vector` negated.
    public static func negative<U: AccelerateBuffer>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
        mapped(vector) { -$0 }
    }

    /// The magnitude of each element of `vector`.
    public static func absolute<U: AccelerateBuffer>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
        mapped(vector) { $0.magnitude }
    }

    /// The square of each element of `vector`.
    public static func square<U: AccelerateBuffer>(_ vector: U) -> [U.Element] where U.Element: BinaryFloatingPoint {
        mapped(vector) { $0 * $0 }
    }

    /// Each element of `vector` clamped to `bounds`.
    public static func clip<U: AccelerateBuffer>(_ vector: U, to bounds: ClosedRange<U.Element>) -> [U.Element]
    where U.Element: BinaryFloatingPoint {
        mapped(vector) { min(max($0, bounds.lowerBound), bounds.upperBound) }
    }

    /// `vectorA + (vectorB - vectorA) * interpolationConstant`, element by element.
    public static func linearInterpolate<T: AccelerateBuffer, U: AccelerateBuffer>(
        _ vectorA: T, _ vectorB: U, using interpolationConstant: T.Element
    ) -> [T.Element] where T.Element == U.Element, T.Element: BinaryFloatingPoint {
        combined(vectorA, vectorB) { $0 + ($1 - $0) * interpolationConstant }
    }
}
