import Foundation

/// Decides whether a view's new value can skip re-evaluation: `==` for Equatable views, otherwise field by
/// field: Equatable fields by `==`, references by identity, bindings by the value they were made with, state by its
/// storage (which the graph tracks separately), other values by their own fields; a closure or any other opaque
/// value counts as changed.
@MainActor
enum ViewComparison {
    static func isEqual<V>(_ a: V, _ b: V) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        return fieldsEqual(a, b, depth: 0)
    }

    private static func fieldsEqual(_ a: Any, _ b: Any, depth: Int) -> Bool {
        let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
        guard left.subjectType == right.subjectType, depth < 4, !left.children.isEmpty || left.displayStyle == .struct
        else { return false }
        guard left.children.count == right.children.count else { return false }
        for (l, r) in zip(left.children, right.children) where !fieldEqual(l.value, r.value, depth: depth + 1) {
            return false
        }
        return true
    }

    static func fieldEqual(_ a: Any, _ b: Any, depth: Int = 0) -> Bool {
        if a is IgnoredInComparison { return true }
        if let a = a as? ComparableProperty { return a.isSame(as: b) }
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return fieldsEqual(a, b, depth: depth)
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
