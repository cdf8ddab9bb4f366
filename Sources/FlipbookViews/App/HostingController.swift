import Foundation

/// UIKit's home for a SwiftUI view, as SwiftUI declares it: here it only holds the view (a playground page's
/// `PlaygroundPage.current.liveView = UIHostingController(rootView: ContentView())` shows it). There is no UIKit
/// view hierarchy to put it in.
open class UIHostingController<Content: View> {
    /// The view shown.
    public var rootView: Content

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
    }
}

/// AppKit's home for a SwiftUI view controller, as SwiftUI declares it: here it only holds the view.
open class NSHostingController<Content: View> {
    /// The view shown.
    public var rootView: Content

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
    }
}

/// AppKit's view showing a SwiftUI view, as SwiftUI declares it: here it only holds the view.
open class NSHostingView<Content: View> {
    /// The view shown.
    public var rootView: Content

    /// A view showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
    }
}
