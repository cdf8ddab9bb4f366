/// A binding to a collection is a collection of bindings to its elements, so `ForEach($items) { $item in … }` and
/// `List($items) { $item in … }` edit the elements in place.
extension Binding: Sequence where Value: MutableCollection, Value: RandomAccessCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// The elements' bindings, in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// Bindings to a range of the elements.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value: RandomAccessCollection {
    /// The positions of the collection the binding reads.
    public typealias Index = Value.Index
    /// The positions of the collection the binding reads.
    public typealias Indices = Value.Indices

    /// The first position of the collection as it is now.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The position after the last element of the collection as it is now.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The positions of the collection as it is now.
    public var indices: Indices { wrappedValue.indices }

    /// The position after `i`.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// A binding to the element at `position`: it reads and writes that element of the collection.
    public subscript(position: Index) -> Binding<Value.Element> {
        var element = Binding<Value.Element>(get: { self.getter()[position] },
                                             set: { value, transaction in
                                                 var whole = self.getter()
                                                 whole[position] = value
                                                 self.setter(whole, transaction)
                                             })
        element.transaction = transaction
        return element
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection, Value: RandomAccessCollection {
    /// The position before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// A binding to an identifiable value is identified by the value's identity, so `ForEach($items)` keeps each row's
/// state and transitions with its element.
extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the value the binding reads.
    public var id: Value.ID { wrappedValue.id }
}
