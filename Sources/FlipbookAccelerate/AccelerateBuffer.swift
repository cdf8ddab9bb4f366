// `import Accelerate` (or `import enum Accelerate.vDSP`) in users' SwiftUI files: the buffers vDSP reads and writes.

/// Contiguous elements vDSP can read: arrays, array slices and buffer pointers, as in Accelerate.
public protocol AccelerateBuffer<Element> {
    /// The element type (`Float` or `Double` for vDSP's arithmetic).
    associatedtype Element
    /// How many elements the buffer holds.
    var count: Int { get }
    /// Calls `body` with the buffer's elements, indexed from zero.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R
}

/// Contiguous elements vDSP can write: arrays, array slices and mutable buffer pointers, as in Accelerate.
public protocol AccelerateMutableBuffer<Element>: AccelerateBuffer {
    /// Calls `body` with the buffer's elements, indexed from zero, to change them in place.
    mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R
    ) rethrows -> R
}

extension Array: AccelerateMutableBuffer {}
extension ArraySlice: AccelerateMutableBuffer {}
extension ContiguousArray: AccelerateMutableBuffer {}

extension UnsafeBufferPointer: AccelerateBuffer {
    /// Calls `body` with the pointer itself.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(self)
    }
}

extension UnsafeMutableBufferPointer: AccelerateMutableBuffer {
    /// Calls `body` with the pointer, read-only.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(self))
    }

    /// Calls `body` with the pointer itself.
    public mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R
    ) rethrows -> R {
        try body(&self)
    }
}
