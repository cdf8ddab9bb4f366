import Foundation

/// A button that shares an item: drawn like a `Button` with its label (the share symbol and "Share", or a
/// title); Flipbook has no share sheet, so a tap records the item in the host's warnings ("Sharing …").
public struct ShareLink<Label: View>: View {
    let item: String
    let label: Label

    public var body: some View {
        let item = self.item
        return Button(action: { GraphWarnings.log("Sharing \(item)") }) { label }
    }

    init(item: String, label: Label) {
        self.item = item
        self.label = label
    }

    init<T: Transferable>(shared item: T, label: Label) {
        switch item {
        case let url as URL: self.init(item: url.absoluteString, label: label)
        case let text as String: self.init(item: text, label: label)
        default: self.init(item: String(describing: item), label: label)
        }
    }
}

extension ShareLink where Label == FlipbookViews.Label<Text, Image> {
    private static func titled(_ title: Text) -> Label { FlipbookViews.Label { title } icon: { Image(systemName: "square.and.arrow.up") } }

    /// A share button for a URL.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item.absoluteString, label: Self.titled(Text("Share")))
    }

    /// A share button for a string.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, label: Self.titled(Text("Share")))
    }

    /// A share button for any transferable item, with the preview the share sheet would show.
    public init<T: Transferable, I, C>(item: T, subject: Text? = nil, message: Text? = nil,
                                       preview: SharePreview<I, C>) {
        self.init(shared: item, label: Self.titled(Text("Share")))
    }

    /// A share button titled `titleKey`.
    public init<T: Transferable>(_ titleKey: LocalizedStringKey, item: T, subject: Text? = nil, message: Text? = nil) {
        self.init(shared: item, label: Self.titled(Text(titleKey)))
    }

    /// A share button titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, T: Transferable>(_ title: S, item: T, subject: Text? = nil, message: Text? = nil) {
        self.init(shared: item, label: Self.titled(Text(title)))
    }

    /// A share button titled with `title`.
    public init<T: Transferable>(_ title: Text, item: T, subject: Text? = nil, message: Text? = nil) {
        self.init(shared: item, label: Self.titled(title))
    }

    /// A share button titled `titleKey`, with the preview the share sheet would show.
    public init<T: Transferable, I, C>(_ titleKey: LocalizedStringKey, item: T, subject: Text? = nil,
                                       message: Text? = nil, preview: SharePreview<I, C>) {
        self.init(shared: item, label: Self.titled(Text(titleKey)))
    }

    /// A share button for several items.
    public init<T: Transferable>(items: [T], subject: Text? = nil, message: Text? = nil) {
        self.init(item: items.map { "\($0)" }.joined(separator: ", "), label: Self.titled(Text("Share")))
    }
}

extension ShareLink {
    /// A share button for a URL, with a view as its label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: item.absoluteString, label: label())
    }

    /// A share button for a string, with a view as its label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: item, label: label())
    }

    /// A share button for any transferable item, with a view as its label.
    public init<T: Transferable>(item: T, subject: Text? = nil, message: Text? = nil,
                                 @ViewBuilder label: () -> Label) {
        self.init(shared: item, label: label())
    }

    /// A share button for any transferable item, with a preview and a view as its label.
    public init<T: Transferable, I, C>(item: T, subject: Text? = nil, message: Text? = nil,
                                       preview: SharePreview<I, C>, @ViewBuilder label: () -> Label) {
        self.init(shared: item, label: label())
    }
}

/// What the share sheet shows of an item: a title, an image and an icon (kept only so that the code compiles:
/// there is no share sheet).
public struct SharePreview<Image, Icon> {
    /// The title shown.
    let title: String

    /// A preview with a title, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) { self.title = title.string }
    /// A preview with a title, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { self.title = titleKey.key }
    /// A preview with a title, an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = String(title) }
}

extension SharePreview where Icon == Never {
    /// A preview with a title and an image.
    public init(_ title: Text, image: Image) { self.title = title.string }
    /// A preview with a title and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.title = titleKey.key }
    /// A preview with a title and an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = String(title) }
}

extension SharePreview where Image == Never {
    /// A preview with a title and an icon.
    public init(_ title: Text, icon: Icon) { self.title = title.string }
    /// A preview with a title and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.title = titleKey.key }
    /// A preview with a title and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = String(title) }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview with a title.
    public init(_ title: Text) { self.title = title.string }
    /// A preview with a title.
    public init(_ titleKey: LocalizedStringKey) { self.title = titleKey.key }
    /// A preview with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
}
