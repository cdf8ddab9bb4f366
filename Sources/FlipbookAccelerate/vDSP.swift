// `import enum Accelerate.vDSP` in users' SwiftUI files: the vector arithmetic that animation code's
// `AnimatableVector` types are written with (element-wise sums, scaling, sums of squares).

/// Accelerate's vector arithmetic, for arrays, slices and buffers of `Float` or `Double` (or any binary floating
/// point type), computed element by element.
///
/// Where two vectors differ in length, the shorter one decides how many elements are computed, and a result
/// buffer receives as many as it holds: Accelerate stops such calls with a precondition failure, Flipbook does
/// not stop a user's program.
public enum vDSP {}

extension vDSP {
    /// `operation` applied to the elements of `a` and `b` pair by pair, as many as the shorter holds.
    static func combined<T: AccelerateBuffer, U: AccelerateBuffer>(
        _ a: T, _ b: U, _ operation: (T.Element, T.Element) -> T.Element
    ) -> [T.Element] where U.Element == T.Element {
        a.withUnsafeBufferPointer { first in
            b.withUnsafeBufferPointer { second in
                (0..<min(first.count, second.count)).map { operation(first[$0], second[$0]) }
            }
        }
    }

    /// `operation` applied to each element of `vector`.
    static func mapped<U: AccelerateBuffer>(_ vector: U, _ operation: (U.Element) -> U.Element) -> [U.Element] {
        vector.withUnsafeBufferPointer { $0.map(operation) }
    }

    /// Copies `values` into the start of `result`, as many as both hold.
    static func write<V: AccelerateMutableBuffer>(_ values: [V.Element], into result: inout V) {
        result.withUnsafeMutableBufferPointer { target in
            for index in 0..<min(target.count, values.count) { target[index] = values[index] }
        }
    }

    /// `operation` folded over the elements of `vector`, from `initial`.
    static func folded<U: AccelerateBuffer, R>(_ vector: U, _ initial: R, _ operation: (R, U.Element) -> R) -> R {
        vector.withUnsafeBufferPointer { $0.reduce(initial, operation) }
    }
}
