extension vDSP {
    /// `count` values spread evenly from the range's lower bound to its upper bound, both included.
    public static func ramp<Element: BinaryFloatingPoint>(in range: ClosedRange<Element>, count: Int) -> [Element] {
        guard count > 1 else { return count == 1 ? [range.lowerBound] : [] }
        let step = (range.upperBound - range.lowerBound) / Element(count - 1)
        return (0..<count).map { range.lowerBound + step * Element($0) }
    }

    /// `count` values starting at `initialValue`, each `increment` more than the one before.
    public static func ramp<Element: BinaryFloatingPoint>(withInitialValue initialValue: Element, increment: Element,
                                                          count: Int) -> [Element] {
        (0..<max(count, 0)).map { initialValue + increment * Element($0) }
    }

    /// Sets every element of `vector` to `value`.
    public static func fill<V: AccelerateMutableBuffer>(_ vector: inout V, with value: V.Element)
    where V.Element: BinaryFloatingPoint {
        vector.withUnsafeMutableBufferPointer { target in
            for index in target.indices { target[index] = value }
        }
    }
}
