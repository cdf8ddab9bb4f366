import Foundation

extension Publisher where Failure == Never {
    /// Writes each value to `object`'s property at `keyPath` (the object is kept while the subscription lives,
    /// as in Combine).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }

    /// Writes each value to a `@Published` property (`.assign(to: &$count)`), announcing each change as setting
    /// the property does; the subscription lasts as long as the property's object.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        box.assignments.append(sink { [weak box] in box?.set($0) })
    }
}
