import Foundation

/// Decides whether a view's new value can skip re-evaluation: `==` for Equatable views, otherwise field by
/// field (Equatable fields by `==`, references by identity, bindings by their current value, state by its
/// storage, which the graph tracks separately; anything else by its bytes).
@MainActor
enum ViewComparison {
    static func isEqual<V>(_ a: V, _ b: V) -> Bool {
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        let left = Mirror(reflecting: a).children
        let right = Mirror(reflecting: b).children
        guard left.count == right.count else { return false }
        for (l, r) in zip(left, right) where !fieldEqual(l.value, r.value) { return false }
        return true
    }

    static func fieldEqual(_ a: Any, _ b: Any) -> Bool {
        if a is IgnoredInComparison { return true }
        if let a = a as? ComparableProperty { return a.isSame(as: b) }
        if let a = a as? any Equatable { return a.isEqual(to: b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        func open<T>(_ typed: T) -> Bool { bytesEqual(typed, b) }
        return _openExistential(a, do: open)
    }

    private static func bytesEqual<T>(_ a: T, _ b: Any) -> Bool {
        guard var b = b as? T else { return false }
        var a = a
        return withUnsafeBytes(of: &a) { left in withUnsafeBytes(of: &b) { right in left.elementsEqual(right) } }
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
        guard let other = other as? Binding<Value>, let value = wrappedValue as? any Equatable else { return false }
        return value.isEqual(to: other.wrappedValue)
    }
}
