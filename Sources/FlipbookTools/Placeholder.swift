import Flipbook
