import Foundation

/// A class whose changes views follow, as Combine's `ObservableObject`: it announces each change before it
/// happens through `objectWillChange`, which `@Published` properties send to by themselves.
public protocol ObservableObject: AnyObject {
    /// The type of the publisher that announces changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// Announces a change before it is made.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher the object's `@Published` properties send to (one per object, kept in them). An object
    /// with no `@Published` property gets a new publisher at each read: give it a stored `objectWillChange` to
    /// send to by hand.
    public var objectWillChange: ObservableObjectPublisher {
        var boxes: [PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? PublishedProperty { boxes.append(published.storage) }
            }
            mirror = current.superclassMirror
        }
        let publisher = boxes.lazy.compactMap(\.objectPublisher).first ?? ObservableObjectPublisher()
        for box in boxes where box.objectPublisher == nil { box.objectPublisher = publisher }
        return publisher
    }
}

/// The publisher of an observable object's coming changes.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// A change carries no value.
    public typealias Output = Void
    /// The publisher never fails.
    public typealias Failure = Never
    private let subscribers = SubscriberList<Void, Never>()

    /// A publisher with no subscribers yet.
    public init() {}

    public func _subscribe(_ receiver: _Receiver<Void, Never>) -> AnyCancellable { subscribers.add(receiver) }

    /// Announces a change.
    public func send() { for receiver in subscribers.current { receiver.receiveValue(()) } }
}

/// What `objectWillChange` finds in a `@Published` property.
protocol PublishedStorage: AnyObject {
    var objectPublisher: ObservableObjectPublisher? { get set }
}

/// A `@Published` property, as `objectWillChange` finds it among the object's stored properties.
protocol PublishedProperty {
    var storage: PublishedStorage { get }
}

extension Published: PublishedProperty {
    var storage: PublishedStorage { box }
}

/// A property of an `ObservableObject` that announces its changes: to the object's `objectWillChange` before
/// each change, and to its own publisher (`$property`) with each new value.
@propertyWrapper
public struct Published<Value> {
    final class Box: PublishedStorage, @unchecked Sendable {
        var value: Value
        var objectPublisher: ObservableObjectPublisher?
        let values = PassthroughSubject<Value, Never>()
        /// Subscriptions that write into this property (`assign(to: &$property)`), kept as long as it is.
        var assignments: [AnyCancellable] = []
        init(_ value: Value) { self.value = value }

        /// Sets the value as a change to the property does: the object hears it first, then the property's own
        /// subscribers get the new value.
        func set(_ newValue: Value) {
            objectPublisher?.send()
            value = newValue
            values.send(newValue)
        }
    }

    let box: Box

    /// A published property starting at `wrappedValue`.
    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    /// A published property starting at `initialValue`.
    public init(initialValue: Value) { box = Box(initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { box.value }
        set { box.value = newValue }
    }

    /// The property's values: its current one, then each new one. Assigning to it (`assign(to: &$property)`)
    /// keeps the property's storage.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            if box.objectPublisher == nil, let observable = object as? any ObservableObject {
                _ = observable.objectWillChange
            }
            box.set(newValue)
        }
    }

    /// A `@Published` property's values.
    public struct Publisher: FlipbookViews.Publisher {
        /// The property's type.
        public typealias Output = Value
        /// The publisher never fails.
        public typealias Failure = Never
        let box: Box

        public func _subscribe(_ receiver: _Receiver<Value, Never>) -> AnyCancellable {
            let cancellable = box.values._subscribe(receiver)
            receiver.receiveValue(box.value)
            return cancellable
        }
    }
}
