import SwiftUI

// Surface group: Observation, presentations and scrolling to a view
// Surface: @Observable, @Environment(Model.self), environment(_:), @Bindable, @AppStorage, Picker, pickerStyle(.segmented), tag, AnyLayout, HStackLayout, VStackLayout
// Surface: presentationBackgroundInteraction (accepted), presentationContentInteraction (accepted), presentationCompactAdaptation(horizontal:vertical:) (accepted)
// Surface: presentationSizing (accepted), searchable(text:isPresented:placement:prompt:), searchSuggestions (accepted), searchScopes (accepted), searchToolbarBehavior (accepted), navigationSubtitle
// Surface: sheet(isPresented:content:), presentationDetents, alert(_:isPresented:actions:message:), dismiss, ScrollViewReader, scrollTo, fontDesign, kerning, minimumScaleFactor, lineLimit, onLongPressGesture

// iOS 17 view models with Observation, pickers, presentations and scrolling to a view, as real projects write them.

@Observable
final class Playlist {
    var songs = ["Intro", "Theme", "Coda"]
    var playing: String? = nil
}

struct PlaylistRoot: View {
    @State private var playlist = Playlist()
    @State private var mode = 0
    @State private var showingInfo = false
    @State private var confirmingClear = false
    @AppStorage("volume") private var volume = 5
    @State private var query = ""
    @State private var searching = false
    @State private var scope = 0

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 12) {
                Picker("Mode", selection: $mode) {
                    Text("List").tag(0)
                    Text("Grid").tag(1)
                }
                .pickerStyle(.segmented)
                let layout = mode == 0 ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout(spacing: 4))
                layout {
                    ForEach(playlist.songs, id: \.self) { song in
                        SongRow(song: song)
                    }
                }
                .animation(.easeInOut(duration: 0.5), value: mode)
                NowPlaying()
                Button("Info") { showingInfo = true }
                Button("Clear", role: .destructive) { confirmingClear = true }
                Text("volume \(volume)")
                    .fontDesign(.rounded)
                    .kerning(1)
                ScrollView {
                    VStack {
                        ForEach(0..<30, id: \.self) { index in
                            Text("line \(index)").frame(height: 30).id(index)
                        }
                    }
                }
                .frame(height: 90)
                Button("Bottom") { withAnimation { proxy.scrollTo(29, anchor: .bottom) } }
            }
            .environment(playlist)
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Songs")
            .searchable(text: $query, isPresented: $searching, prompt: Text("Artists"))
            .searchSuggestions { Text("Blue").searchCompletion("Blue") }
            .searchScopes($scope) { Text("All").tag(0) }
            .searchToolbarBehavior(.minimize)
            .navigationSubtitle("\(playlist.songs.count) songs")
            .sheet(isPresented: $showingInfo) {
                InfoSheet()
            }
            .alert("Clear the playlist?", isPresented: $confirmingClear) {
                Button("Clear", role: .destructive) { playlist.songs.removeAll() }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Songs cannot be restored.")
            }
        }
    }
}

struct SongRow: View {
    @Environment(Playlist.self) private var playlist
    let song: String

    var body: some View {
        Text(song)
            .padding(6)
            .background(playlist.playing == song ? Color.green : Color.gray.opacity(0.2))
            .onLongPressGesture(minimumDuration: 0.3) { playlist.songs.removeAll { $0 == song } }
            .onTapGesture { withAnimation { playlist.playing = song } }
    }
}

struct NowPlaying: View {
    @Environment(Playlist.self) private var playlist

    var body: some View {
        @Bindable var playlist = playlist
        return Text(playlist.playing.map { "playing \($0)" } ?? "nothing playing")
            .lineLimit(1)
            .minimumScaleFactor(0.5)
            .onLongPressGesture(minimumDuration: 0.3) { playlist.playing = nil }
    }
}

struct InfoSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("About this playlist")
            Button("Done") { dismiss() }
        }
        .presentationDetents([.medium])
        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
        .presentationContentInteraction(.scrolls)
        .presentationCompactAdaptation(horizontal: .sheet, vertical: .none)
        .presentationSizing(.page.fitted(horizontal: false, vertical: true))
    }
}
