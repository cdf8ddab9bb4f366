import Foundation
import FlipbookViews

/// A value read from each element of a plot's data by a key path, with the label of what it measures.
public struct PlottableProjection<Element, Value: Plottable> {
    let label: String
    let read: (Element) -> Value
    let unit: DateUnit?

    /// The value at `keyPath` of each element, labelled `label`.
    public static func value(_ label: LocalizedStringKey, _ keyPath: KeyPath<Element, Value>) -> PlottableProjection {
        PlottableProjection(label: label.key, read: { $0[keyPath: keyPath] }, unit: nil)
    }

    /// The value at `keyPath` of each element, labelled `label`.
    @_disfavoredOverload
    public static func value<Label: StringProtocol>(_ label: Label, _ keyPath: KeyPath<Element, Value>) -> PlottableProjection {
        PlottableProjection(label: String(label), read: { $0[keyPath: keyPath] }, unit: nil)
    }

    /// The channel of one element.
    func channel(_ element: Element) -> MarkChannel {
        var channel = MarkChannel(label: label, value: plotValue(of: read(element)))
        channel.unit = unit
        return channel
    }
}

extension PlottableProjection where Value == Date {
    /// The calendar interval in `unit` of the date at `keyPath` of each element, labelled `label`.
    public static func value(_ label: LocalizedStringKey, _ keyPath: KeyPath<Element, Date>, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableProjection {
        PlottableProjection(label: label.key, read: { $0[keyPath: keyPath] },
                            unit: DateUnit(component: unit, calendar: calendar))
    }
}
