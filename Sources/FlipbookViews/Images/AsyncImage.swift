import Foundation

/// The stage an `AsyncImage` is at.
public enum AsyncImagePhase: Sendable {
    /// Nothing loaded yet.
    case empty
    /// The image loaded.
    case success(Image)
    /// Loading failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The loading error, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL. Flipbook never fetches it: a frame must not depend on the network, so the view
/// stays in its `.empty` phase and shows its placeholder (by default a grey fill), and a URL given logs a
/// warning once.
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let phaseContent: ((AsyncImagePhase) -> Content)?

    /// An image from `url`, shown at `scale`; a grey fill while it is not loaded.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        phaseContent = nil
    }

    /// An image from `url` shown through `content`, and `placeholder` while it is not loaded.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P)
        where Content == _ConditionalContent<I, P> {
        self.url = url
        phaseContent = { phase in
            if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
            return ViewBuilder.buildEither(second: placeholder())
        }
    }

    /// An image from `url`, shown through `content` for each phase of its loading.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        phaseContent = content
    }

    public var body: some View {
        if let url { GraphWarnings.logOnce("AsyncImage does not fetch \(url.absoluteString) in Flipbook (frames do not depend on the network); it shows its placeholder.") }
        return Group {
            if let phaseContent {
                phaseContent(.empty)
            } else {
                Color(.secondarySystemFill)
            }
        }
    }
}
