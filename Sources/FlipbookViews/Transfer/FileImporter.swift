import Foundation

// The system's file panels (`fileImporter`, `fileExporter`, `fileMover`) have nothing to open on Linux and no user
// to pick a file: the modifiers are accepted, the panel is never shown, and their completions are never called.

extension View {
    /// A panel for picking a file of `allowedContentTypes` while `isPresented` is true (accepted: no panel is
    /// shown and `onCompletion` is not called).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// A panel for picking one or several files (accepted).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View { self }

    /// A panel for picking files, told when it is cancelled (accepted).
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View { self }

    /// A panel for saving `item` as a file of one of `contentTypes` (accepted: nothing is written).
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View { self }

    /// A panel for saving `items` as files (accepted: nothing is written).
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View
        where C.Element: Transferable { self }

    /// A panel for moving the file at `file` (accepted: nothing is moved).
    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }
}
