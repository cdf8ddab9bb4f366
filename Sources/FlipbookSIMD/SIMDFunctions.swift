// `import simd` in users' SwiftUI files: the names Apple's simd module gives the standard library's SIMD vectors,
// and the vector functions animation code uses (lengths, distances, mixing, clamping).

/// Two `Float`s.
public typealias simd_float2 = SIMD2<Float>
/// Three `Float`s.
public typealias simd_float3 = SIMD3<Float>
/// Four `Float`s.
public typealias simd_float4 = SIMD4<Float>
/// Two `Double`s.
public typealias simd_double2 = SIMD2<Double>
/// Three `Double`s.
public typealias simd_double3 = SIMD3<Double>
/// Four `Double`s.
public typealias simd_double4 = SIMD4<Double>
/// Two `Int32`s.
public typealias simd_int2 = SIMD2<Int32>
/// Three `Int32`s.
public typealias simd_int3 = SIMD3<Int32>
/// Four `Int32`s.
public typealias simd_int4 = SIMD4<Int32>

/// The sum of the products of `a`'s and `b`'s components.
public func simd_dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { (a * b).sum() }
/// The sum of the products of `a`'s and `b`'s components.
public func dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(a, b) }

/// The square of `v`'s length.
public func simd_length_squared<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(v, v) }
/// The square of `v`'s length.
public func length_squared<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(v, v) }

/// `v`'s length.
public func simd_length<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(v, v).squareRoot() }
/// `v`'s length.
public func length<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(v) }

/// The distance between `a` and `b`.
public func simd_distance<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(a - b) }
/// The distance between `a` and `b`.
public func distance<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(a - b) }

/// The square of the distance between `a` and `b`.
public func simd_distance_squared<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
    simd_length_squared(a - b)
}
/// The square of the distance between `a` and `b`.
public func distance_squared<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
    simd_length_squared(a - b)
}

/// `v` scaled to length 1 (a zero vector stays zero).
public func simd_normalize<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint {
    let length = simd_length(v)
    return length == 0 ? v : v / length
}
/// `v` scaled to length 1 (a zero vector stays zero).
public func normalize<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint { simd_normalize(v) }

/// `a` and `b` mixed component by component: `a` at 0, `b` at 1.
public func simd_mix<V: SIMD>(_ a: V, _ b: V, _ t: V) -> V where V.Scalar: FloatingPoint { a + (b - a) * t }
/// `a` and `b` mixed component by component: `a` at 0, `b` at 1.
public func mix<V: SIMD>(_ a: V, _ b: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint { a + (b - a) * t }

/// `v` with each component clamped to `min`…`max`.
public func simd_clamp<V: SIMD>(_ v: V, _ min: V, _ max: V) -> V where V.Scalar: FloatingPoint {
    v.clamped(lowerBound: min, upperBound: max)
}
/// `v` with each component clamped to `min`…`max`.
public func clamp<V: SIMD>(_ v: V, min: V.Scalar, max: V.Scalar) -> V where V.Scalar: FloatingPoint {
    v.clamped(lowerBound: V(repeating: min), upperBound: V(repeating: max))
}

/// The cross product of `a` and `b`.
public func simd_cross<T: FloatingPoint & SIMDScalar>(_ a: SIMD3<T>, _ b: SIMD3<T>) -> SIMD3<T> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
/// The cross product of `a` and `b`.
public func cross<T: FloatingPoint & SIMDScalar>(_ a: SIMD3<T>, _ b: SIMD3<T>) -> SIMD3<T> { simd_cross(a, b) }
