import Foundation

/// Decides whether a view's new value can skip re-evaluation: `==` for Equatable views, otherwise field by
/// field: Equatable fields by `==`, references by identity, bindings by the value they were made with, state by its
/// storage (which the graph tracks separately), other values by their own fields; a closure or any other opaque
/// value counts as changed.
///
/// `onReceive` compares its publishers the same way, but with opaque values (and values nested too deep to read)
/// counting as unchanged: a publisher mapped by a closure in a body is not subscribed to again on every update.
@MainActor
enum ViewComparison {
    /// How deep values are read, and what a value that cannot be read (opaque, or deeper) counts as.
    struct Reading {
        var depthLimit = 4
        var opaqueValuesMatch = false
        /// How `onReceive` reads publishers.
        static let publishers = Reading(depthLimit: 6, opaqueValuesMatch: true)
    }

    static func isEqual<V>(_ a: V, _ b: V) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        return fieldsEqual(a, b, depth: 0, reading: Reading())
    }

    private static func fieldsEqual(_ a: Any, _ b: Any, depth: Int, reading: Reading) -> Bool {
        let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
        guard left.subjectType == right.subjectType else { return false }
        guard depth < reading.depthLimit, !left.children.isEmpty || left.displayStyle == .struct else {
            return reading.opaqueValuesMatch
        }
        guard left.children.count == right.children.count else { return false }
        for (l, r) in zip(left.children, right.children)
        where !fieldEqual(l.value, r.value, depth: depth + 1, reading: reading) {
            return false
        }
        return true
    }

    static func fieldEqual(_ a: Any, _ b: Any, depth: Int = 0, reading: Reading = Reading()) -> Bool {
        if a is IgnoredInComparison { return true }
        if let a = a as? ComparableProperty { return a.isSame(as: b) }
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return fieldsEqual(a, b, depth: depth, reading: reading)
    }
}

/// Properties whose storage lives in the graph: comparing them says nothing about the view.
protocol IgnoredInComparison {}
extension State: IgnoredInComparison {}
extension Namespace: IgnoredInComparison {}
extension Environment: IgnoredInComparison {}

/// Properties compared by what they currently point at.
protocol ComparableProperty {
    func isSame(as other: Any) -> Bool
}

extension Binding: ComparableProperty {
    func isSame(as other: Any) -> Bool {
        guard let other = other as? Binding<Value>, let value = snapshot as? any Equatable else { return false }
        return value.isEqual(to: other.snapshot)
    }
}
