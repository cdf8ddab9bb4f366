import Foundation

// The iOS 13 drag and drop: `onDrag` hands over an `NSItemProvider`, `onDrop` takes providers or a
// `DropDelegate`. Accepted so that such code (a reorderable grid, say) compiles; as with `draggable`, nothing is
// ever dragged or dropped in a Flipbook host, so the delegate is never called.

/// What an object writes into an item provider (`NSString`, `NSURL` and the like).
public protocol NSItemProviderWriting: AnyObject {}

/// What an object reads back from an item provider.
public protocol NSItemProviderReading: AnyObject {}

extension NSString: NSItemProviderWriting, NSItemProviderReading {}
extension NSURL: NSItemProviderWriting, NSItemProviderReading {}

/// Carries dragged data between views, as Foundation's `NSItemProvider` (Linux's Foundation has none). It keeps
/// the object it was made with; nothing reads it, since nothing is dropped.
open class NSItemProvider: NSObject {
    /// The object the provider carries, if it was made with one.
    public let object: NSItemProviderWriting?

    /// An empty provider.
    public override init() {
        object = nil
    }

    /// A provider of `object`.
    public init(object: NSItemProviderWriting) {
        self.object = object
    }

    /// A provider of the file at `fileURL`, if there is one.
    public convenience init?(contentsOf fileURL: URL) {
        self.init(object: fileURL as NSURL)
    }

    /// The type identifiers the provider can give its data as.
    open var registeredTypeIdentifiers: [String] {
        switch object {
        case is NSString: return [UTType.plainText.identifier]
        case is NSURL: return [UTType.url.identifier]
        default: return []
        }
    }

    /// Whether the provider can give its data as an object of `aClass`.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        object.map { type(of: $0) == aClass } ?? false
    }
}

/// Where a drop is and what it carries (never made in Flipbook: nothing is dropped).
public struct DropInfo {
    /// Where the drop is, in the view's coordinates.
    public let location: CGPoint
    let providers: [NSItemProvider]

    /// Whether the drop carries items of any of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { !providers.isEmpty }

    /// The providers of the items of any of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { providers }
}

/// What a drop would do: copy, move, or nothing.
public enum DropOperation: Sendable {
    /// No drop, a forbidden one, a copy, or a move.
    case cancel, forbidden, copy, move
}

/// How a view answers a drop in progress.
public struct DropProposal: Sendable {
    /// What the drop would do.
    public let operation: DropOperation

    /// A proposal to `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// Answers drops on a view (`onDrop(of:delegate:)`); every method but `performDrop` has a default.
@MainActor
public protocol DropDelegate {
    /// Whether a drop can happen at all.
    func validateDrop(info: DropInfo) -> Bool
    /// Takes the dropped items; true when it used them.
    func performDrop(info: DropInfo) -> Bool
    /// A drag entered the view.
    func dropEntered(info: DropInfo)
    /// A drag moved in the view; what a drop would do.
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

extension View {
    /// Lets the view be dragged, carrying what `data` provides (accepted; nothing is dragged in Flipbook).
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

    /// Lets the view be dragged with `preview` under the finger (accepted; nothing is dragged in Flipbook).
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        self
    }

    /// Takes drops of `supportedContentTypes` (accepted; nothing is dropped in Flipbook, so `action` never runs
    /// and `isTargeted` stays false).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View { self }

    /// Takes drops of `supportedContentTypes`, with where they land (accepted; never called).
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool)
        -> some View { self }

    /// Takes drops of `supportedContentTypes` through `delegate` (accepted; the delegate is never called).
    public func onDrop(of supportedContentTypes: [UTType], delegate: some DropDelegate) -> some View { self }
}
