import Foundation

/// How a sheet is sized on a large screen (iOS 18). On an iPhone, as on Flipbook's canvas, a sheet spans the
/// width and takes its detent's height whatever its sizing: these are accepted and change nothing.
public protocol PresentationSizing: Sendable {}

/// A sheet sizing by name, with its fitting and sticking choices.
public struct _PresentationSizing: PresentationSizing, Equatable {
    let name: String
    var fitsHorizontally = false
    var fitsVertically = false

    /// The sizing, fitted to its content along the axes given.
    public func fitted(horizontal: Bool, vertical: Bool) -> _PresentationSizing {
        var sizing = self
        sizing.fitsHorizontally = horizontal
        sizing.fitsVertically = vertical
        return sizing
    }

    /// The sizing, kept from shrinking along the axes given.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> _PresentationSizing { self }
}

extension PresentationSizing where Self == _PresentationSizing {
    /// The system's choice.
    public static var automatic: _PresentationSizing { _PresentationSizing(name: "automatic") }
    /// About the size of a page of text.
    public static var page: _PresentationSizing { _PresentationSizing(name: "page") }
    /// The size of a form.
    public static var form: _PresentationSizing { _PresentationSizing(name: "form") }
    /// The size of the sheet's content.
    public static var fitted: _PresentationSizing { _PresentationSizing(name: "fitted", fitsHorizontally: true, fitsVertically: true) }
}

extension View {
    /// How the sheet this view is presented in is sized (accepted: see `PresentationSizing`).
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
}
